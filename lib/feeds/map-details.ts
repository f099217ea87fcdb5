import type { PropertyFeature } from "@/lib/listings/features";
import { featureOfElement, featuresOfTypedElement } from "./feed-features";
import type { FeedListing } from "./feed-listing";
import { parseFlag } from "./flags";
import { parseInspectionTime } from "./inspection-times";
import { feedInstant, parseFeedDateTime } from "./mod-time";
import { parseCount, parseDecimal } from "./price";
import type { ProblemList } from "./problems";
import { paragraphs, singleLine } from "./text";
import { toMetres, toSquareMetres } from "./units";
import { attributeOf, childOf, childrenOf, trimmedText, valueOf, type XmlElement } from "./xml-element";

/** Counts, features, land and building, open homes, the auction and the agents of one listing. */

const COUNTS = ["bedrooms", "bathrooms", "garages", "carports", "openSpaces"] as const;

function count(features: XmlElement, name: string, problems: ProblemList): number | null | undefined {
  const element = childOf(features, name);
  if (!element) return undefined;
  const text = valueOf(element);
  if (text === "") return null;
  // A studio is written "studio" by some CRMs: no separate bedroom.
  if (name === "bedrooms" && text.toLowerCase() === "studio") return 0;
  const value = parseCount(text);
  if (value === null) problems.add(`features/${name}`, `Write the number of ${name} as a whole number, such as 2.`);
  return value ?? undefined;
}

/**
 * `features` (and `ecoFriendly`, `allowances`): counts and the set of features. The block replaces
 * the home's whole set, so a feature missing from it, or sent as no/0/empty, is not there.
 * Garages, carports and open spaces add up to car spaces, as portals count parking.
 */
export function mapFeatures(listing: XmlElement, problems: ProblemList): Partial<FeedListing> {
  const features = childOf(listing, "features");
  const eco = childOf(listing, "ecoFriendly");
  const allowances = childOf(listing, "allowances");
  const result: Partial<FeedListing> = {};
  if (features) {
    const counts = Object.fromEntries(COUNTS.map((name) => [name, count(features, name, problems)]));
    if (counts.bedrooms !== undefined) result.bedrooms = counts.bedrooms;
    if (counts.bathrooms !== undefined) result.bathrooms = counts.bathrooms;
    const parking = [counts.garages, counts.carports, counts.openSpaces];
    if (parking.some((n) => n !== undefined))
      result.carSpaces = parking.every((n) => n === null || n === undefined)
        ? null
        : parking.reduce<number>((sum, n) => sum + (n ?? 0), 0);
    const other = childOf(features, "otherFeatures");
    if (other) result.otherFeatures = paragraphs(other.text);
  }
  if (features || eco || allowances) {
    const found = new Set<PropertyFeature>();
    for (const element of [features, eco, allowances].flatMap((block) => block?.children ?? [])) {
      const type = attributeOf(element, "type");
      if (type !== undefined && type.trim() !== "") {
        for (const feature of featuresOfTypedElement(element.name, type)) found.add(feature);
        continue;
      }
      const feature = featureOfElement(element.name);
      if (!feature) continue;
      // A count works as a flag too (<pool>2</pool>); "yes", "1", "true" say it is there.
      const text = valueOf(element);
      const flag = parseFlag(text);
      if (flag === true || (flag === null && (parseCount(text) ?? 0) > 0)) found.add(feature);
      else if (flag === null && text !== "")
        problems.add(`features/${element.name}`, `Write ${element.name} as yes or no (or 1 or 0).`);
    }
    result.features = [...found].sort();
  }
  return result;
}

function size(
  parent: XmlElement,
  name: string,
  path: string,
  convert: (value: number, unit: string | undefined) => number | null,
  problems: ProblemList,
): number | null | undefined {
  const element = childOf(parent, name);
  if (!element) return undefined;
  const text = trimmedText(element);
  if (text === "") return null;
  const value = parseDecimal(text.replace(/,/g, ""));
  if (value === null) {
    problems.add(path, `Write the ${name} as a number, such as 650 or 1.5, with its unit in unit="…".`);
    return undefined;
  }
  const converted = convert(value, attributeOf(element, "unit"));
  if (converted === null)
    problems.add(
      `${path}/@unit`,
      `We do not know the unit "${attributeOf(element, "unit")}". Use squareMeter, acre, hectare or square for areas, meter or feet for lengths.`,
    );
  return converted ?? undefined;
}

/** `landDetails` (area, frontage, depths by side) and `buildingDetails` (area, energy rating). */
export function mapLandAndBuilding(listing: XmlElement, problems: ProblemList): Partial<FeedListing> {
  const result: Partial<FeedListing> = {};
  const land = childOf(listing, "landDetails");
  if (land) {
    const area = size(land, "area", "landDetails/area", toSquareMetres, problems);
    if (area !== undefined) result.landArea = area;
    const frontage = size(land, "frontage", "landDetails/frontage", toMetres, problems);
    if (frontage !== undefined) result.frontage = frontage;
    const depths = childrenOf(land, "depth");
    if (depths.length > 0) {
      const bySide = { left: null as number | null, right: null as number | null, rear: null as number | null };
      for (const depth of depths) {
        const side = (attributeOf(depth, "side") ?? "rear").trim().toLowerCase();
        if (side !== "left" && side !== "right" && side !== "rear") {
          problems.add("landDetails/depth/@side", 'A depth\'s side must be "left", "right" or "rear".');
          continue;
        }
        const value = size({ ...land, children: [depth] }, depth.name, "landDetails/depth", toMetres, problems);
        if (value !== undefined) bySide[side] = value;
      }
      result.depths = bySide;
    }
  }
  const estate = childOf(listing, "estate") ?? childOf(land, "estate");
  if (estate) result.estate = singleLine(childOf(estate, "name")?.text ?? estate.text);
  const building = childOf(listing, "buildingDetails");
  if (building) {
    const area = size(building, "area", "buildingDetails/area", toSquareMetres, problems);
    if (area !== undefined) result.buildingArea = area;
    const rating = childOf(building, "energyRating");
    if (rating) {
      const text = valueOf(rating);
      const stars = parseDecimal(text);
      if (text === "") result.energyRating = null;
      else if (stars === null || stars > 10)
        problems.add(
          "buildingDetails/energyRating",
          "The energy rating must be a number of stars from 0 to 10, such as 6.5.",
        );
      else result.energyRating = stars;
    }
  }
  return result;
}

/** Open homes in REAXML's `21-Jan-2009 11:00am to 1:00pm`, read in the home's time zone. */
export function mapInspections(
  listing: XmlElement,
  timeZone: string,
  problems: ProblemList,
): FeedListing["inspections"] {
  const block = childOf(listing, "inspectionTimes");
  if (!block) return undefined;
  const inspections: NonNullable<FeedListing["inspections"]> = [];
  for (const element of childrenOf(block, "inspection")) {
    const text = singleLine(element.text);
    if (text === null) continue;
    const time = parseInspectionTime(text);
    if (!time) {
      problems.add(
        "inspectionTimes/inspection",
        `"${text}" is not an open-home time we can read. Write it as 21-Jan-2009 11:00am to 1:00pm.`,
      );
      continue;
    }
    inspections.push({
      startsAt: feedInstant(time.start, timeZone).toISOString(),
      endsAt: feedInstant(time.end, timeZone).toISOString(),
    });
  }
  return inspections.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** `<auction date="2009-01-24-12:30:00"/>` (or the date as text); empty clears it. */
export function mapAuction(listing: XmlElement, timeZone: string, problems: ProblemList): FeedListing["auctionAt"] {
  const auction = childOf(listing, "auction");
  if (!auction) return undefined;
  const text = (attributeOf(auction, "date") ?? auction.text).trim();
  if (text === "") return null;
  const value = parseFeedDateTime(text);
  if (!value) {
    problems.add("auction/@date", `"${text}" is not an auction date we can read. Write it as 2009-01-24-12:30:00.`);
    return undefined;
  }
  return feedInstant(value, timeZone).toISOString();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each `listingAgent`, in its `id` order; matching to our agents by e-mail is the service's. */
export function mapAgents(listing: XmlElement, problems: ProblemList): FeedListing["agents"] {
  const elements = childrenOf(listing, "listingAgent");
  if (elements.length === 0) return undefined;
  const agents: NonNullable<FeedListing["agents"]> = [];
  elements.forEach((element, index) => {
    const name = singleLine(childOf(element, "name")?.text ?? "");
    const emailText = singleLine(childOf(element, "email")?.text ?? "");
    const email = emailText && EMAIL.test(emailText) ? emailText.toLowerCase() : null;
    if (emailText && !email)
      problems.add("listingAgent/email", `"${emailText}" is not an e-mail address. We match agents by their e-mail.`);
    const phones = childrenOf(element, "telephone")
      .map((phone) => ({ type: singleLine(attributeOf(phone, "type") ?? ""), number: singleLine(phone.text) }))
      .filter((phone): phone is { type: string | null; number: string } => phone.number !== null);
    if (!name && !email && phones.length === 0) return;
    const id = Number(attributeOf(element, "id"));
    agents.push({ position: Number.isInteger(id) && id > 0 ? id : index + 1, name, email, phones });
  });
  return agents.sort((a, b) => a.position - b.position);
}
