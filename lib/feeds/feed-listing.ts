import { z } from "zod";
import { PROPERTY_FEATURES } from "@/lib/listings/features";
import { STATE_CODES } from "@/lib/locations/states";

/**
 * One home as an agency's feed describes it, normalised to the portal's units and names.
 *
 * A feed update may carry only what changed (a sold record is often little more than its ids and
 * its sold details), so every field but the ids and status has three states a later service must
 * tell apart:
 * - absent (`undefined`, the key missing): the feed said nothing, keep the last value;
 * - `null` (or `[]` for a list): the feed sent the element empty (`<subNumber />`), clear it;
 * - a value: set it.
 * A value the feed sent but we could not read is left absent, with a problem in the report.
 */
const whole = z.number().int().nonnegative();
const isoInstant = z.iso.datetime();
const calendarDay = z.iso.date();
const webAddress = z.url({ protocol: /^https?$/ });

export const FEED_LISTING_KINDS = ["residential", "rental", "land", "rural"] as const;
export const FEED_STATUSES = ["current", "sold", "leased", "withdrawn", "offmarket"] as const;
export const AUTHORITIES = [
  "auction",
  "exclusive",
  "multilist",
  "conjunctional",
  "open",
  "sale",
  "setsale",
  "eoi",
  "tender",
  "offers",
] as const;

/** A price and whether the agent lets it be shown; a hidden price only places the home in searches. */
const feedPrice = z.object({ amount: whole.nullable(), display: z.boolean() });

const feedMedia = z.object({
  /** The feed's id: `m` (main picture), `a`…`z` for pictures, numbers for floor plans. */
  id: z.string(),
  /** Where the item shows in its list, from the id: the main picture first, then a, b, … */
  position: whole,
  /** Null when the feed sent the id without a URL: the agent removed that item. */
  url: webAddress.nullable(),
  modTime: isoInstant.optional(),
});

export const feedListingSchema = z.object({
  kind: z.enum(FEED_LISTING_KINDS),
  agentId: z.string().min(1),
  uniqueId: z.string().min(1),
  status: z.enum(FEED_STATUSES),
  modTime: isoInstant.optional(),
  underOffer: z.boolean().optional(),
  authority: z.enum(AUTHORITIES).nullable().optional(),
  price: feedPrice.nullable().optional(),
  priceView: z.string().nullable().optional(),
  rent: z
    .object({
      amount: whole,
      period: z.enum(["week", "month"]),
      /** The weekly rent, what rent searches and cards use (a monthly rent × 12 ÷ 52). */
      perWeek: whole,
      display: z.boolean(),
    })
    .nullable()
    .optional(),
  bond: whole.nullable().optional(),
  availableOn: calendarDay.nullable().optional(),
  address: z
    .object({
      /** The vendor asked to hide the street: pages show 'Address available on request'. */
      hidden: z.boolean(),
      subNumber: z.string().nullable(),
      lotNumber: z.string().nullable(),
      streetNumber: z.string().nullable(),
      street: z.string().nullable(),
      suburb: z.string().min(1),
      state: z.enum(STATE_CODES as [string, ...string[]]),
      postcode: z.string().regex(/^\d{4}$/),
      /** "2/39 Main Road", "Lot 12 Main Road": the street part as pages print it. */
      streetLine: z.string().nullable(),
      /** The address a page may print: the full one, or 'Address available on request'. */
      displayText: z.string().min(1),
    })
    .optional(),
  propertyType: z
    .object({
      /** The portal's property type (House 7, Land 15, Rural 2, …). */
      id: z.number().int().min(0).max(18),
      /** A land or rural subtype (residentialLand 19 … acreageSemiRural 30), when the feed names one. */
      subtypeId: z.number().int().min(19).max(30).nullable(),
    })
    .optional(),
  bedrooms: whole.nullable().optional(),
  bathrooms: whole.nullable().optional(),
  /** Garages, carports and open spaces together. */
  carSpaces: whole.nullable().optional(),
  /** The features the feed says the home has; a `<features>` block replaces the whole set. */
  features: z.array(z.enum(PROPERTY_FEATURES as [string, ...string[]])).optional(),
  otherFeatures: z.string().nullable().optional(),
  /** Square metres. */
  landArea: z.number().nonnegative().nullable().optional(),
  /** Metres. */
  frontage: z.number().nonnegative().nullable().optional(),
  depths: z
    .object({
      left: z.number().nonnegative().nullable(),
      right: z.number().nonnegative().nullable(),
      rear: z.number().nonnegative().nullable(),
    })
    .optional(),
  estate: z.string().nullable().optional(),
  /** Square metres. */
  buildingArea: z.number().nonnegative().nullable().optional(),
  /** Stars, 0 to 10. */
  energyRating: z.number().min(0).max(10).nullable().optional(),
  inspections: z.array(z.object({ startsAt: isoInstant, endsAt: isoInstant })).optional(),
  auctionAt: isoInstant.nullable().optional(),
  sold: z.object({ price: feedPrice.nullable(), soldOn: calendarDay.nullable() }).optional(),
  /** The listing agents in the feed's order; matching them to our agents is the service's job. */
  agents: z
    .array(
      z.object({
        position: whole,
        name: z.string().nullable(),
        email: z.string().nullable(),
        phones: z.array(z.object({ type: z.string().nullable(), number: z.string() })),
      }),
    )
    .optional(),
  headline: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  images: z.array(feedMedia).optional(),
  floorPlans: z.array(feedMedia).optional(),
  videoUrl: webAddress.nullable().optional(),
  externalLinks: z.array(webAddress).optional(),
  /** Rural details as the agent wrote them (fencing, annual rainfall, carrying capacity, …). */
  ruralFeatures: z.record(z.string(), z.string()).optional(),
});

export type FeedListing = z.infer<typeof feedListingSchema>;
export type FeedListingKind = FeedListing["kind"];
export type FeedStatus = FeedListing["status"];
export type FeedPrice = z.infer<typeof feedPrice>;
export type FeedMedia = z.infer<typeof feedMedia>;
