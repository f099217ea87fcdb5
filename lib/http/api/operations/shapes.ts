import { z } from "zod";

/*
 * The answers of the public API as zod schemas: what the OpenAPI document shows and what the
 * contract tests hold each answer to. They name the fields partners rely on; `.loose()` lets a
 * later release add fields without breaking the document or older clients.
 */

const id = z.number().int();
const text = z.string();

export const locationShape = z
  .looseObject({
    id,
    name: text,
    type: text,
    slug: text,
    uniqueUri: text,
    stateCode: text,
    postcode: text.nullable(),
    latLong: z.object({ latitude: z.number(), longitude: z.number() }),
    displayText: text,
    listingCount: z.number().int(),
  })
  .meta({ id: "Location" });

export const officeShape = z
  .looseObject({ id, companyId: id, suburbId: id, name: text, slug: text, phone: text, stateCode: text })
  .meta({ id: "Office" });

export const companyShape = z.looseObject({ id, name: text, slug: text, logoUrl: text }).meta({ id: "Company" });

export const agentShape = z
  .looseObject({
    id,
    officeId: id,
    username: text,
    name: text,
    jobTitle: text,
    profileUrl: text,
    photoUrl: text,
    ratingAverage: z.number().nullable(),
    reviewCount: z.number().int(),
  })
  .meta({ id: "Agent" });

export const agentReviewShape = z
  .looseObject({ id, agentId: id, authorName: text, rating: z.number(), body: text, createdAt: text })
  .meta({ id: "AgentReview" });

const performance = {
  soldLast12Months: z.number().int(),
  leasedLast12Months: z.number().int(),
  medianSoldPrice: z.number().nullable(),
  medianDaysOnMarket: z.number().nullable(),
};
export const listingStatsShape = z
  .looseObject({ ...performance, bySuburb: z.array(z.looseObject({})), byPropertyType: z.array(z.looseObject({})) })
  .meta({ id: "ListingStats" });

export const alertShape = z
  .looseObject({
    id: text,
    name: text,
    description: text,
    frequency: text,
    pushEnabled: z.boolean(),
    unseenListingIds: z.array(id),
    createdAt: text,
  })
  .meta({ id: "Alert" });

/**
 * A listing as the portal shows it: the price only as the agent published it (no field exists for
 * a withheld guide) and the street only when the address is disclosed.
 */
export const listingShape = z
  .looseObject({
    id,
    canonicalUri: text,
    title: text,
    statusType: text,
    listingType: z.enum(["sale", "rental"]),
    propertyType: text,
    priceDetails: z.looseObject({
      shortDescription: text,
      longDescription: text,
      price: z.number().nullable(),
      priceTo: z.number().nullable(),
    }),
    address: z.looseObject({
      streetNumber: text.nullable(),
      street: text.nullable(),
      suburb: text,
      stateCode: text,
      postcode: text,
      latitude: z.number(),
      longitude: z.number(),
      isDisclosed: z.boolean(),
      displayAddress: text,
    }),
    features: z.looseObject({ bedrooms: z.number(), bathrooms: z.number(), cars: z.number() }),
    agentId: id,
    officeId: id,
    suburbId: id,
  })
  .meta({ id: "Listing" });

export const schoolShape = z
  .looseObject({ id, name: text, level: text, sector: text, yearRange: text, distanceKm: z.number() })
  .meta({ id: "School" });

export const mapMarkerShape = z
  .looseObject({ id, latitude: z.number(), longitude: z.number() })
  .meta({ id: "MapMarker" });

export const memberShape = z
  .looseObject({ id: text, username: text, name: text, role: text, avatarUrl: text.nullable(), memberSince: text })
  .meta({ id: "Member" });

/** The signed-in member's own record: the card plus their e-mail and its preferences. */
export const accountMemberShape = memberShape
  .extend({
    email: text,
    emailVerified: z.boolean(),
    emailPreferences: z.object({ alerts: z.boolean(), followUpdates: z.boolean(), newsletter: z.boolean() }),
  })
  .meta({ id: "AccountMember" });

/** The one failure body of every call (lib/http/failure-response.ts). */
export const failureShape = z
  .object({
    code: z.enum([
      "BAD_INPUT",
      "UNAUTHENTICATED",
      "FORBIDDEN",
      "NOT_FOUND",
      "CONFLICT",
      "TOO_LARGE",
      "RATE_LIMITED",
      "UNAVAILABLE",
    ]),
    message: text.meta({ description: "A sentence a person can act on." }),
    errors: z.array(z.object({ message: text })),
    fieldErrors: z.record(z.string(), text).meta({ description: "The first problem of each input field, by name." }),
  })
  .meta({ id: "Failure" });
