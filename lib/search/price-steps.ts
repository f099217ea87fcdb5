import { formatPriceOption } from "@/lib/format/price";
import type { SearchMode } from "./search-mode";

/** A price dropdown entry; `value: null` is "Max" (no upper bound). */
export interface PriceStep {
  value: number | null;
  label: string;
}

export const MAX_PRICE_STEP_LABEL = "Max";

function steps(from: number, to: number, by: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value += by) values.push(value);
  return values;
}

/** Every label of one list in one format (formatPriceOption): "$50k" … "$11M", or "$50 pw" … "$2,000 pw". */
function withLabels(values: readonly number[], perWeek = false): PriceStep[] {
  return [
    ...values.map((value) => ({ value, label: formatPriceOption(value, { perWeek }) })),
    { value: null, label: MAX_PRICE_STEP_LABEL },
  ];
}

/** Rent in $50 steps from 0 to 2,000 (per week), then Max. */
export const RENT_PRICE_STEPS: readonly PriceStep[] = withLabels(steps(0, 2_000, 50), true);

/** $50k to 1m, $100k to 2m, $250k to 3m, $500k to 5m, $1m to 11m, then Max. */
export const BUY_PRICE_STEPS: readonly PriceStep[] = withLabels([
  ...steps(0, 1_000_000, 50_000),
  ...steps(1_100_000, 2_000_000, 100_000),
  ...steps(2_250_000, 3_000_000, 250_000),
  ...steps(3_500_000, 5_000_000, 500_000),
  ...steps(6_000_000, 11_000_000, 1_000_000),
]);

/** Rent and leased prices are weekly rents; buy and sold are sale prices. */
export function priceSteps(mode: SearchMode): readonly PriceStep[] {
  if (mode === "Rent" || mode === "Leased") return RENT_PRICE_STEPS;
  return BUY_PRICE_STEPS;
}
