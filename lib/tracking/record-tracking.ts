import type { Database } from "@/lib/db/database";
import { insertTrackingEvent } from "@/lib/db/queries/platform/platform";
import type { TrackingKind } from "./paths";
import type { ValidTrackingPayload } from "@/lib/services/platform/tracking-payload";

/**
 * Stores one event for reporting. The experiments column joins what the payload names with the
 * variants the visitor's cookie holds, so every event carries the experiments it was seen under.
 */
export async function recordTrackingEvent(
  db: Database,
  input: { kind: TrackingKind; payload: ValidTrackingPayload; assignments: ReadonlyMap<string, string>; at: number },
): Promise<void> {
  const { experiment, variant, ...fields } = input.payload;
  const experiments = Object.fromEntries(input.assignments);
  if (experiment && variant) experiments[experiment] = variant;
  await insertTrackingEvent(db, {
    kind: input.kind,
    at: input.at,
    agentId: fields.agentId ?? null,
    listingId: fields.listingId ?? null,
    listingTier: fields.listingTier ?? null,
    officeId: fields.officeId ?? null,
    propertyType: fields.propertyType ?? null,
    listingType: fields.listingType ?? null,
    estimatePrice: fields.estimatePrice ?? null,
    numBeds: fields.numBeds ?? null,
    locationId: fields.locationId ?? null,
    userId: fields.userId ?? null,
    experiments: JSON.stringify(experiments),
  });
}
