import { z } from "zod";
import { defineOperation } from "../operation";
import { agentReviewShape } from "./shapes";

/* Vendor reviews: inputs are parsed in lib/services/agents/vendor-reviews.ts (the messages partners read live there). */

const TAG = "Vendor reviews";

const vendorRequestShape = z
  .looseObject({
    id: z.number(),
    agentId: z.number(),
    listingId: z.number(),
    vendorName: z.string(),
    vendorEmail: z.string(),
    requestedAt: z.string(),
  })
  .meta({ id: "VendorReviewRequest" });

export const listVendorReviews = defineOperation({
  id: "listVendorReviews",
  method: "GET",
  path: "/reviews/vendor",
  tag: TAG,
  summary: "An agent's verified vendor reviews, newest first (status 1, skip 0, take 20)",
  description:
    "status 1 (the default): the published vendor reviews, for anyone. status 0: the requests still awaiting the vendor, for the signed-in agent themselves or an admin only (they name the vendors' addresses).",
  access: "public",
  query: z.object({
    agentUserId: z.string().meta({ description: "The agent's id (a number).", example: "300003" }),
    status: z
      .string()
      .optional()
      .meta({ description: "1 published reviews (default), 0 open requests.", example: "1" }),
    skip: z.string().optional().meta({ description: "How many to skip (default 0).", example: "0" }),
    take: z.string().optional().meta({ description: "How many to answer (default 20, at most 50).", example: "20" }),
  }),
  response: z.array(
    z.union([agentReviewShape.extend({ status: z.literal(1) }), vendorRequestShape.extend({ status: z.literal(0) })]),
  ),
  errors: ["BAD_INPUT", "NOT_FOUND", "UNAUTHENTICATED", "FORBIDDEN"],
  example: { query: { agentUserId: "300003" } },
});

export const getVendorReview = defineOperation({
  id: "getVendorReview",
  method: "GET",
  path: "/reviews/vendor/{id}",
  tag: TAG,
  summary: "One verified vendor review",
  access: "public",
  params: z.object({ id: z.string().meta({ description: "The review id (a number).", example: "3" }) }),
  response: agentReviewShape,
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "3" } },
});

export const requestVendorReview = defineOperation({
  id: "requestVendorReview",
  method: "POST",
  path: "/reviews/vendor/requests",
  tag: TAG,
  summary: "The signed-in agent asks the vendor of one of their sales for a review",
  description:
    "The vendor gets an e-mail with a single-use link; the review written from it is published as a verified vendor review. One request per sale.",
  access: "member",
  body: z.looseObject({
    listingId: z.unknown().meta({ description: "One of the agent's sales (a listing id)." }),
    vendorName: z.unknown().meta({ description: "The vendor's name, as the e-mail addresses them." }),
    vendorEmail: z.unknown().meta({ description: "The vendor's e-mail address." }),
  }),
  response: vendorRequestShape,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "CONFLICT"],
  example: { body: { listingId: 1, vendorName: "Jo Vendor", vendorEmail: "jo@example.com" } },
});

export const vendorReviewOperations = [listVendorReviews, getVendorReview, requestVendorReview];
