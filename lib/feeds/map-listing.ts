import { DEFAULT_TIME_ZONE, timeZoneForState } from "@/lib/format/dates";
import {
  landCategory,
  LAND_CATEGORY_NAMES,
  residentialCategory,
  RESIDENTIAL_CATEGORY_NAMES,
  ruralCategory,
  RURAL_CATEGORY_NAMES,
  type FeedPropertyType,
} from "./categories";
import {
  AUTHORITIES,
  FEED_LISTING_KINDS,
  FEED_STATUSES,
  feedListingSchema,
  type FeedListing,
  type FeedListingKind,
} from "./feed-listing";
import { parseFlag } from "./flags";
import { mapAddress } from "./map-address";
import { mapAgents, mapAuction, mapFeatures, mapInspections, mapLandAndBuilding } from "./map-details";
import { mapLinks, mapMedia } from "./map-media";
import { mapBond, mapCalendarDate, mapPrice, mapRent, mapSoldDetails } from "./map-prices";
import { feedInstant, parseFeedDateTime } from "./mod-time";
import { ProblemList, type FeedProblem } from "./problems";
import type { ReadListing } from "./reaxml-reader";
import { paragraphs, singleLine } from "./text";
import { attributeOf, childOf, valueOf, type XmlElement } from "./xml-element";

/** What one listing element of a feed became: a listing (perhaps with problems), or a refusal. */
export type FeedEntry =
  | { outcome: "listing"; listing: FeedListing; problems: FeedProblem[] }
  | { outcome: "refused"; element: string; agentId: string | null; uniqueId: string | null; problems: FeedProblem[] };

export interface MapOptions {
  /**
   * The zone for times when the listing carries no address (a partial update): the service
   * passes the zone of the home it holds. Defaults to Sydney's.
   */
  timeZone?: string;
}

/** Listings the product does not carry, each refused with the reason. */
const NOT_CARRIED: Record<string, string> = {
  commercial:
    "Commercial listings are not listed on this site; only homes to buy or rent, land and rural properties are.",
  commercialland:
    "Commercial land is not listed on this site. Send land for homes as a <land> listing with landCategory Residential or Commercial.",
  business:
    "Businesses for sale are not listed on this site; only homes to buy or rent, land and rural properties are.",
  holidayrental: "Holiday rentals are not listed on this site; send long-term rentals as <rental> listings.",
};

const KINDS = new Set<string>(FEED_LISTING_KINDS);

function text(listing: XmlElement, name: string): string | null {
  const element = childOf(listing, name);
  return element ? singleLine(element.text) : null;
}

function refuse(element: XmlElement, problems: FeedProblem[]): FeedEntry {
  return {
    outcome: "refused",
    element: element.name,
    agentId: text(element, "agentID"),
    uniqueId: text(element, "uniqueID"),
    problems,
  };
}

function statusOf(listing: XmlElement, kind: FeedListingKind, problems: ProblemList): FeedListing["status"] | null {
  const raw = (attributeOf(listing, "status") ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, "");
  const status = FEED_STATUSES.find((s) => s === raw);
  if (!status) {
    problems.add(
      "@status",
      raw === ""
        ? 'The listing has no status. Set status="current", "sold", "leased", "withdrawn" or "offmarket".'
        : `"${attributeOf(listing, "status")}" is not a status we know. Use current, sold, leased, withdrawn or offmarket.`,
    );
    return null;
  }
  if (kind === "rental" && status === "sold") {
    problems.add("@status", 'A rental is leased, not sold: set status="leased".');
    return null;
  }
  if (kind !== "rental" && status === "leased") {
    problems.add("@status", 'A home for sale is sold, not leased: set status="sold", or send it as a <rental>.');
    return null;
  }
  return status;
}

function propertyTypeOf(
  listing: XmlElement,
  kind: FeedListingKind,
  problems: ProblemList,
): FeedPropertyType | undefined {
  const named = (name: string) => {
    const element = childOf(listing, name);
    return element ? (attributeOf(element, "name") ?? element.text).trim() : undefined;
  };
  if (kind === "land") {
    const name = named("landCategory");
    if (name === undefined) return undefined;
    const type = landCategory(name);
    if (!type)
      problems.add("landCategory/@name", `"${name}" is not a land category we know. Use ${LAND_CATEGORY_NAMES}.`);
    return type ?? undefined;
  }
  if (kind === "rural") {
    const name = named("ruralCategory");
    if (name === undefined) return undefined;
    const type = ruralCategory(name);
    if (!type)
      problems.add("ruralCategory/@name", `"${name}" is not a rural category we know. Use ${RURAL_CATEGORY_NAMES}.`);
    return type ?? undefined;
  }
  const name = named("category");
  if (name === undefined) return undefined;
  if (name === "") {
    problems.add("category/@name", `The category is empty. Use ${RESIDENTIAL_CATEGORY_NAMES}.`);
    return undefined;
  }
  const type = residentialCategory(name);
  if (!type) problems.add("category/@name", `"${name}" is not a category we know. Use ${RESIDENTIAL_CATEGORY_NAMES}.`);
  return type ?? undefined;
}

function flagOf(listing: XmlElement, name: string, problems: ProblemList): boolean | undefined {
  const element = childOf(listing, name);
  if (!element) return undefined;
  const value = valueOf(element);
  if (value === "") return false;
  const flag = parseFlag(value);
  if (flag === null) problems.add(name, `Write ${name} as yes or no (or 1 or 0).`);
  return flag ?? undefined;
}

function authorityOf(listing: XmlElement, problems: ProblemList): FeedListing["authority"] {
  const element = childOf(listing, "authority");
  if (!element) return undefined;
  const value = valueOf(element)
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  if (value === "") return null;
  const authority = AUTHORITIES.find((a) => a === value);
  if (!authority)
    problems.add(
      "authority/@value",
      `"${valueOf(element)}" is not an authority we know. Use ${AUTHORITIES.join(", ")}.`,
    );
  return authority;
}

function ruralFeaturesOf(listing: XmlElement): FeedListing["ruralFeatures"] {
  const block = childOf(listing, "ruralFeatures");
  if (!block) return undefined;
  const entries = block.children.map((child) => [child.name, paragraphs(child.text)] as const);
  return Object.fromEntries(entries.filter((entry): entry is readonly [string, string] => entry[1] !== null));
}

/** Sets `key` only when the element's value was there (absent stays absent: keep the last value). */
function set<K extends keyof FeedListing>(listing: Partial<FeedListing>, key: K, value: FeedListing[K] | undefined) {
  if (value !== undefined) listing[key] = value;
}

/**
 * One listing element of a REAXML feed → a FeedListing and its problems, or a refusal. Refused
 * outright: kinds the product does not carry, a listing cut short at the reader's limits, and
 * one without its ids or status (a report could not say which listing, or what to do with it).
 * Every other fault leaves that one value absent with a problem; the service decides whether the
 * listing can go in without it (a new home needs an address; an update keeps its last value).
 */
export function mapFeedListing(read: ReadListing, options: MapOptions = {}): FeedEntry {
  const element = read.element;
  const name = element.name.toLowerCase();
  const notCarried = NOT_CARRIED[name];
  if (notCarried) return refuse(element, [{ path: element.name, message: notCarried }]);
  if (!KINDS.has(name))
    return refuse(element, [
      {
        path: element.name,
        message: `<${element.name}> is not a REAXML listing we take. Send residential, rental, land or rural listings.`,
      },
    ]);
  if (read.oversized)
    return refuse(element, [
      {
        path: element.name,
        message:
          "This listing is too large to read (over 2 MB of text or 5,000 elements). Shorten its description or send fewer items.",
      },
    ]);

  const kind = name as FeedListingKind;
  const problems = new ProblemList();
  const agentId = text(element, "agentID");
  const uniqueId = text(element, "uniqueID");
  if (!agentId) problems.add("agentID", "The listing has no agentID. Add your office's feed code.");
  if (!uniqueId) problems.add("uniqueID", "The listing has no uniqueID. Add the ID your software gives this listing.");
  const status = statusOf(element, kind, problems);
  if (!agentId || !uniqueId || !status) return refuse(element, problems.items);

  const listing: Partial<FeedListing> = { kind, agentId, uniqueId, status };
  const addressElement = childOf(element, "address");
  const address = addressElement ? mapAddress(addressElement, problems) : undefined;
  set(listing, "address", address);
  const timeZone = address ? timeZoneForState(address.state) : (options.timeZone ?? DEFAULT_TIME_ZONE);

  const modTimeText = attributeOf(element, "modTime");
  const modTime = parseFeedDateTime(modTimeText);
  if (modTime) listing.modTime = feedInstant(modTime, timeZone).toISOString();
  else
    problems.add(
      "@modTime",
      modTimeText
        ? `"${modTimeText}" is not a time we can read. Write modTime as 2009-01-01-12:30:00.`
        : "The listing has no modTime, so we cannot tell whether it is newer than what we hold. Add modTime.",
    );

  set(listing, "underOffer", flagOf(element, "underOffer", problems));
  set(listing, "authority", authorityOf(element, problems));
  const priceElement = childOf(element, "price");
  if (priceElement) set(listing, "price", mapPrice(priceElement, "price", problems));
  const priceView = childOf(element, "priceView");
  if (priceView) listing.priceView = singleLine(priceView.text);
  if (kind === "rental") {
    set(listing, "rent", mapRent(element, problems));
    const bond = childOf(element, "bond");
    if (bond) set(listing, "bond", mapBond(bond, problems));
    const available = childOf(element, "dateAvailable");
    if (available)
      set(listing, "availableOn", mapCalendarDate(available, "dateAvailable", "The available date", problems));
  }
  set(listing, "propertyType", propertyTypeOf(element, kind, problems));
  Object.assign(listing, mapFeatures(element, problems), mapLandAndBuilding(element, problems));
  set(listing, "inspections", mapInspections(element, timeZone, problems));
  set(listing, "auctionAt", mapAuction(element, timeZone, problems));
  set(listing, "sold", mapSoldDetails(element, problems));
  set(listing, "agents", mapAgents(element, problems));
  const headline = childOf(element, "headline");
  if (headline) listing.headline = singleLine(headline.text);
  const description = childOf(element, "description");
  if (description) listing.description = paragraphs(description.text);
  Object.assign(listing, mapMedia(element, timeZone, problems), mapLinks(element, problems));
  set(listing, "ruralFeatures", kind === "rural" ? ruralFeaturesOf(element) : undefined);

  // The mapping builds every value to the schema; a failure here is our bug, reported plainly
  // rather than letting a malformed listing through.
  const checked = feedListingSchema.safeParse(listing);
  if (!checked.success)
    return refuse(element, [
      ...problems.items,
      ...checked.error.issues.map((issue) => ({
        path: issue.path.join("/"),
        message: "We could not read this value. Check it against the REAXML format, or ask us for help.",
      })),
    ]);
  return { outcome: "listing", listing: checked.data, problems: problems.items };
}
