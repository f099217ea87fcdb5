/** Number display shared by prices, counts and areas. en-AU: comma thousands separators. */

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-AU", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** 1234567 → "1,234,567"; with decimals, 1234.5 → "1,234.50". */
export function formatNumber(value: number, decimals = 0): string {
  const places = Math.min(Math.max(Math.trunc(decimals), 0), 20);
  return formatterFor(places).format(value);
}

/** Listing counts display capped at "50,000+". */
export const COUNT_DISPLAY_CAP = 50_000;

export function formatCount(count: number): string {
  return count >= COUNT_DISPLAY_CAP ? `${formatNumber(COUNT_DISPLAY_CAP)}+` : formatNumber(count);
}

/** Land area: "650m²". */
export function formatArea(squareMetres: number): string {
  return `${formatNumber(squareMetres)}m²`;
}

/** Frontage and other lengths: "15m". */
export function formatLength(metres: number): string {
  return `${formatNumber(metres)}m`;
}

/**
 * Ranges read "Under X", "Over X" or "X - Y"; undefined when neither bound is set.
 * A range with equal bounds reads as the single value.
 */
export function formatRange(
  min: number | undefined,
  max: number | undefined,
  formatValue: (value: number) => string,
): string | undefined {
  const low = min ? min : undefined;
  const high = max ? max : undefined;
  if (low !== undefined && high !== undefined) {
    return low === high ? formatValue(low) : `${formatValue(low)} - ${formatValue(high)}`;
  }
  if (high !== undefined) return `Under ${formatValue(high)}`;
  if (low !== undefined) return `Over ${formatValue(low)}`;
  return undefined;
}

/**
 * A count with its noun in the right number: "1 question", "2 questions", "1,204 answers". The
 * plural is the singular plus "s" unless given ("1 property", "3 properties").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
