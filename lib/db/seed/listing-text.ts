/**
 * Titles and descriptions that read like Australian listing copy. Built from short phrase banks
 * so a million listings stay varied without a language model; current listings get the full
 * blurb, sold and leased ones a shorter archive version (they are read far less, and it keeps a
 * million-listing database to a sensible size).
 */
import { featureLabel, PROPERTY_FEATURES } from "@/lib/listings/features";
import { propertyTypeById } from "@/lib/listings/property-types";
import type { Random } from "@/lib/media/prng";
import { categoryOf } from "./dwellings";
import { thousands } from "./text";

export interface ListingFacts {
  propertyType: number;
  bedrooms: number;
  bathrooms: number;
  carSpaces: number;
  landArea: number | null;
  featureMask: number;
  suburb: string;
  street: string;
  forRent: boolean;
}

const HOUSE_TITLES = [
  "Renovated family home in a quiet pocket of {suburb}",
  "Spacious {beds}-bedroom home with room for the whole family",
  "Character-filled home on a generous {land} block",
  "Light-filled entertainer moments from parks and schools",
  "Perfect first home or investment in {suburb}",
  "Immaculate single-level living close to everything",
  "Stylish renovation with a north-facing backyard",
  "Solid brick home with huge potential",
  "Elevated family haven with a leafy outlook",
  "Walk to the station from this charming {suburb} home",
  "Modern family living on {street}",
];
const APARTMENT_TITLES = [
  "Modern {beds}-bedroom apartment with balcony views",
  "Light-filled apartment in the heart of {suburb}",
  "Stylish living with secure parking",
  "Top-floor apartment with district views",
  "Low-maintenance lock-up-and-leave in {suburb}",
  "Designer apartment steps from transport",
  "Quiet rear position in a boutique block",
  "Sun-drenched {beds}-bedroom with generous living",
];
const STUDIO_TITLES = [
  "Compact studio in a prime {suburb} location",
  "Smart studio living close to transport",
  "Neat studio, ideal first buy",
];
const LAND_TITLES = [
  "Build your dream home on {land} in {suburb}",
  "Level, vacant block ready to build",
  "Rare parcel of land with endless potential",
  "Titled land in a growing pocket of {suburb}",
];
const RURAL_TITLES = [
  "{hectares} hectares of peaceful country living",
  "Lifestyle acreage with shedding and water",
  "Productive land with quality infrastructure",
  "Tree-change opportunity outside {suburb}",
];
const COMMERCIAL_TITLES = [
  "High-clearance warehouse with roller-door access",
  "Versatile warehouse in an established precinct",
];
const RENT_PREFIXES = ["Available now: ", "Freshly painted: ", "", "", ""];

const OPENERS = [
  "Set in one of {suburb}'s most convenient streets, this {type} offers an easy lifestyle from day one.",
  "Positioned on {street}, this well-kept {type} has been loved by the same owners for years.",
  "Welcome to a {type} that balances comfort, space and location in sought-after {suburb}.",
  "Offering a flexible layout and plenty of natural light, this {type} is ready to enjoy.",
];
const LAYOUT = [
  "Inside are {beds} and {baths}, with an open-plan kitchen, living and dining zone at the heart of the home.",
  "The floor plan delivers {beds} and {baths}, with separate living areas for quiet evenings.",
  "Accommodation comprises {beds} and {baths}, all finished in a neutral palette.",
];
const LIFESTYLE = [
  "Shops, cafes and public transport are all within an easy walk, with schools and parks close by.",
  "Enjoy quick access to local schools, sporting fields and the main shopping strip.",
  "Weekend mornings are made for nearby walking tracks, markets and the local bakery.",
  "Commuters will appreciate the quick run to the motorway and regular bus services.",
];
const CLOSERS_SALE = [
  "Inspect this week: this one will not last.",
  "Contact the agent today to arrange a private inspection.",
  "An opportunity not to be missed by buyers or investors.",
];
const CLOSERS_RENT = [
  "Apply online today and book an inspection at a time that suits.",
  "Sorry, no smokers. Register to be notified of inspection times.",
  "Contact the property manager to arrange a viewing.",
];

/** Lower-case feature labels by bit, built once (labels are looked up per listing otherwise). */
const FEATURE_WORDS = PROPERTY_FEATURES.map((feature) => featureLabel(feature).toLowerCase());

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

function landText(landArea: number | null): string {
  if (!landArea) return "generous";
  return landArea >= 10_000 ? `${(landArea / 10_000).toFixed(1)} ha` : `${thousands(landArea)} m²`;
}

function fill(template: string, facts: ListingFacts): string {
  const type = propertyTypeById(facts.propertyType).name.toLowerCase();
  return template
    .replaceAll("{suburb}", facts.suburb)
    .replaceAll("{street}", facts.street)
    .replaceAll("{type}", type === "property" ? "home" : type)
    .replaceAll("{beds}", facts.bedrooms === 0 ? "studio" : plural(facts.bedrooms, "bedroom"))
    .replaceAll("{baths}", plural(facts.bathrooms, "bathroom"))
    .replaceAll("{land}", landText(facts.landArea))
    .replaceAll("{hectares}", facts.landArea ? thousands(Math.max(1, Math.round(facts.landArea / 10_000))) : "Several");
}

export function listingTitle(facts: ListingFacts, rng: Random): string {
  const category = categoryOf(facts.propertyType);
  const bank =
    facts.propertyType === 11
      ? STUDIO_TITLES
      : category === "apartment"
        ? APARTMENT_TITLES
        : category === "land"
          ? LAND_TITLES
          : category === "rural"
            ? RURAL_TITLES
            : category === "commercial"
              ? COMMERCIAL_TITLES
              : HOUSE_TITLES;
  // Title bank entries use "{beds}-bedroom"; fill() spells bedrooms out, so render the number here.
  const title = rng
    .pick(bank)
    .replaceAll("{beds}-bedroom", facts.bedrooms === 0 ? "studio" : `${facts.bedrooms}-bedroom`);
  return (facts.forRent ? rng.pick(RENT_PREFIXES) : "") + fill(title, facts);
}

export function listingDescription(facts: ListingFacts, full: boolean, rng: Random): string {
  const category = categoryOf(facts.propertyType);
  const features = FEATURE_WORDS.filter((_, bit) => Math.floor(facts.featureMask / 2 ** bit) % 2 === 1);
  const paragraphs: string[] = [fill(rng.pick(OPENERS), facts)];
  if (category === "land") {
    paragraphs[0] = `This ${landText(facts.landArea)} block in ${facts.suburb} is ready for your plans, with services available nearby.`;
  } else if (facts.bedrooms > 0) {
    paragraphs.push(fill(rng.pick(LAYOUT), facts));
  }
  if (features.length > 0) {
    const shown = features.slice(0, full ? 6 : 3);
    paragraphs.push(
      `Features include ${shown.slice(0, -1).join(", ")}${shown.length > 1 ? " and " : ""}${shown[shown.length - 1]}.`,
    );
  }
  if (full) {
    if (facts.carSpaces > 0) paragraphs.push(`Parking for ${plural(facts.carSpaces, "car")} is included.`);
    paragraphs.push(rng.pick(LIFESTYLE));
    paragraphs.push(rng.pick(facts.forRent ? CLOSERS_RENT : CLOSERS_SALE));
  }
  return paragraphs.join("\n\n");
}
