import { REVIEW_FACTORS } from "../../community/review-factors";
import { localFactorTallies, lovedByLocals } from "../../db/queries/locations/location-pros";
import { localPros, PRO_QUOTES, type LocalPro } from "../../locations/local-pros";
import type { ServiceContext } from "../context";
import { cachedValue } from "./cached-location-rows";
import type { Location } from "./location";

export interface LocalProsOfPlace {
  /** The factors locals rate well, best first. */
  pros: LocalPro[];
  /** What locals love, in their words (most helpful first); user text, shown as text. */
  loves: { reviewId: number; text: string }[];
}

/**
 * What locals like about a suburb or street: the factors its locals rate well and what they love
 * most, from their visible reviews (an indexed read of one place's reviews), kept 10 minutes in
 * the location cache like the rest of the page's data. Larger places have none.
 */
export async function getLocalPros(ctx: ServiceContext, location: Location): Promise<LocalProsOfPlace> {
  if (location.type !== "suburb" && location.type !== "street") return { pros: [], loves: [] };
  const figures = await cachedValue(ctx, "location-pros", String(location.id), async () => {
    const [tallies, loves] = await Promise.all([
      localFactorTallies(ctx.db, location.id),
      lovedByLocals(ctx.db, location.id, PRO_QUOTES),
    ]);
    return {
      pros: localPros(REVIEW_FACTORS.map(({ key, label }) => ({ key, label, ...tallies[key] }))),
      loves: loves.map((row) => ({ reviewId: row.id, text: row.loves })),
    };
  });
  return figures ?? { pros: [], loves: [] };
}
