import { z } from "zod";

/** What an event is about (the site's paths for each: lib/tracking/paths.ts). */
export type TrackingKind = "listing" | "agent";

/** An analytics event is a dozen short fields; anything bigger is not one. */
export const MAX_TRACKING_PAYLOAD_BYTES = 2048;

/** Ids arrive as numbers, or as digit strings from URLs and data attributes. */
const id = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive());
const label = z.string().trim().min(1).max(60);
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/);

/**
 * The analytics payload (agent, listing, tier, office, property and listing type, estimate price,
 * beds, location, user), plus the experiment and variant the visitor saw (optional).
 */
export const trackingPayloadSchema = z
  .object({
    agentId: id.nullish(),
    listingId: id.nullish(),
    listingTier: label.nullish(),
    officeId: id.nullish(),
    propertyType: label.nullish(),
    listingType: label.nullish(),
    estimatePrice: z.number().int().min(0).max(1_000_000_000).nullish(),
    numBeds: z.number().int().min(0).max(99).nullish(),
    locationId: id.nullish(),
    userId: z.string().trim().min(1).max(64).nullish(),
    experiment: slug.optional(),
    variant: slug.optional(),
  })
  .strict()
  .refine((payload) => (payload.experiment === undefined) === (payload.variant === undefined), {
    message: "experiment and variant go together",
    path: ["variant"],
  });

export type TrackingPayload = z.input<typeof trackingPayloadSchema>;
export type ValidTrackingPayload = z.output<typeof trackingPayloadSchema>;

/** Which id a kind of event is about: a listing view needs the listing, an agent view the agent. */
export function requiredIdOf(kind: TrackingKind): "listingId" | "agentId" {
  return kind === "listing" ? "listingId" : "agentId";
}

/** The payload of one kind of event: the id it is about is required (the listing's or the agent's). */
export function trackingEventSchema(kind: TrackingKind) {
  const required = requiredIdOf(kind);
  return trackingPayloadSchema.refine((payload) => payload[required] != null, {
    message: `${required} is required`,
    path: [required],
  });
}

export type ParsedTracking = { ok: true; payload: ValidTrackingPayload } | { ok: false; error: string };

/** Size first (without parsing), then JSON, then the schema; the message says what was wrong. */
export function parseTrackingBody(kind: TrackingKind, body: string): ParsedTracking {
  const bytes = new TextEncoder().encode(body).length;
  if (bytes > MAX_TRACKING_PAYLOAD_BYTES)
    return { ok: false, error: `Tracking payload too large: ${bytes} bytes (at most ${MAX_TRACKING_PAYLOAD_BYTES})` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: "Tracking payload is not valid JSON" };
  }
  const parsed = trackingPayloadSchema.safeParse(json);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    );
    return { ok: false, error: `Invalid tracking payload: ${reasons.join("; ")}` };
  }
  const required = requiredIdOf(kind);
  if (parsed.data[required] == null) return { ok: false, error: `Invalid tracking payload: ${required} is required` };
  return { ok: true, payload: parsed.data };
}
