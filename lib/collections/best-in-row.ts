/** Which way a row of the compare view gets better: a lower price, or more rooms and space. */
export type Better = "lower" | "higher";

/**
 * The cells of one compare row that hold its best value, so the highlight points at what decides
 * rather than at every row where the homes differ (with three different homes nearly every row
 * does). A row with no order (dates, schools, reactions) highlights nothing. A figure only one home
 * has decides nothing either, nor a row where every home with a figure has the same one: there is
 * no worse value to set the best against. Ties for best are all highlighted.
 *
 * `figures` holds each home's comparable number, or null where it has none (withheld, not given).
 */
export function bestInRow(figures: readonly (number | null)[], better: Better | undefined): boolean[] {
  const none = figures.map(() => false);
  if (!better) return none;
  const known = figures.filter((figure): figure is number => figure !== null && Number.isFinite(figure));
  if (known.length < 2) return none;
  const best = better === "lower" ? Math.min(...known) : Math.max(...known);
  if (known.every((figure) => figure === best)) return none;
  return figures.map((figure) => figure === best);
}
