import type { FeedListing, FeedPrice } from "./feed-listing";
import { parseFlag } from "./flags";
import { calendarDate, parseFeedDateTime } from "./mod-time";
import { parseAmount, wholeDollars } from "./price";
import type { ProblemList } from "./problems";
import { singleLine } from "./text";
import { attributeOf, childOf, childrenOf, trimmedText, type XmlElement } from "./xml-element";

/**
 * Prices, rents and sold details. Messages never repeat a figure: a price the agent hid must not
 * leave the server, and the report goes back to the agency's systems and into the hub.
 */

/** `display="no"` hides a price; anything else (or nothing) shows it, as REAXML defines. */
function displayed(element: XmlElement, path: string, problems: ProblemList): boolean {
  const display = attributeOf(element, "display");
  if (display === undefined || display.trim() === "") return true;
  const flag = parseFlag(display);
  if (flag === null) {
    problems.add(`${path}/@display`, 'Say whether the price may be shown with display="yes" or display="no".');
    return false;
  }
  return flag;
}

/**
 * `<price display="yes">1300000.00</price>`: whole dollars. An empty element or 0 is "no price"
 * (CRMs send 0 for a home quoted only in words); text that is not an amount is a problem, and
 * its display setting still counts, so a hidden price stays hidden.
 */
export function mapPrice(element: XmlElement, path: string, problems: ProblemList): FeedPrice | undefined {
  const display = displayed(element, path, problems);
  const text = trimmedText(element);
  if (text === "") return { amount: null, display };
  const amount = parseAmount(text);
  if (amount === null) {
    problems.add(path, "The price must be a number of dollars, such as 1300000 or 1300000.00 (no words).");
    return undefined;
  }
  return { amount: amount === 0 ? null : wholeDollars(amount), display };
}

const WEEK = new Set(["week", "weekly", "pw", "perweek", "wk"]);
const MONTH = new Set(["month", "monthly", "pcm", "calendarmonth", "permonth", "mth"]);

/**
 * A rental's rent. REAXML allows one `rent` per period; the weekly one wins, since rent searches
 * and cards are per week. A monthly rent alone becomes weekly as × 12 ÷ 52.
 */
export function mapRent(listing: XmlElement, problems: ProblemList): FeedListing["rent"] {
  const rents = childrenOf(listing, "rent");
  if (rents.length === 0) return undefined;
  const read = rents.map((rent) => {
    const period = (attributeOf(rent, "period") ?? "week").toLowerCase().replace(/[^a-z]/g, "");
    return { rent, period: WEEK.has(period) ? "week" : MONTH.has(period) ? "month" : null };
  });
  const chosen = read.find((r) => r.period === "week") ?? read.find((r) => r.period === "month");
  if (!chosen) {
    problems.add("rent/@period", 'Give the rent\'s period as period="week" or period="month".');
    return undefined;
  }
  const display = displayed(chosen.rent, "rent", problems);
  const text = trimmedText(chosen.rent);
  if (text === "") return null;
  const amount = parseAmount(text);
  if (amount === null || amount === 0) {
    problems.add("rent", "The rent must be a number of dollars, such as 650 (no words or $ signs with text).");
    return undefined;
  }
  const period = chosen.period as "week" | "month";
  const dollars = wholeDollars(amount);
  return {
    amount: dollars,
    period,
    perWeek: period === "week" ? dollars : Math.round((amount * 12) / 52),
    display,
  };
}

/** A bond in whole dollars; empty clears it. */
export function mapBond(element: XmlElement, problems: ProblemList): number | null | undefined {
  const text = trimmedText(element);
  if (text === "") return null;
  const amount = parseAmount(text);
  if (amount === null) {
    problems.add("bond", "The bond must be a number of dollars, such as 2600.");
    return undefined;
  }
  return wholeDollars(amount);
}

/** A date with no time that matters (available, sold): "2009-01-26"; empty clears it. */
export function mapCalendarDate(
  element: XmlElement,
  path: string,
  what: string,
  problems: ProblemList,
): string | null | undefined {
  const text = trimmedText(element);
  if (text === "") return null;
  const value = parseFeedDateTime(text);
  if (!value) {
    problems.add(
      path,
      `${what} "${singleLine(text)}" is not a date we can read. Write it as 2009-01-26 or 2009-01-26-12:30:00.`,
    );
    return undefined;
  }
  return calendarDate(value);
}

/**
 * `soldDetails` with `price` (or REAXML's older `soldPrice`) and `date` (or `soldDate`). A sold
 * price with display="no" is kept for the record and never shown ("Price withheld").
 */
export function mapSoldDetails(listing: XmlElement, problems: ProblemList): FeedListing["sold"] {
  const details = childOf(listing, "soldDetails");
  const priceElement = childOf(details, "price") ?? childOf(details, "soldPrice") ?? childOf(listing, "soldPrice");
  const dateElement = childOf(details, "date") ?? childOf(details, "soldDate") ?? childOf(listing, "soldDate");
  if (!details && !priceElement && !dateElement) return undefined;
  const price = priceElement ? mapPrice(priceElement, "soldDetails/price", problems) : undefined;
  const soldOn = dateElement ? mapCalendarDate(dateElement, "soldDetails/date", "The sold date", problems) : undefined;
  return { price: price ?? null, soldOn: soldOn ?? null };
}
