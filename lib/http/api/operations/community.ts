import { z } from "zod";
import { defineOperation } from "../operation";

/* A place's reviews and questions; inputs are parsed in the API's facade, app/api/v1/_facades/community.ts. */

const TAG = "Community";
/** Melbourne (VIC 3000), one of the seeded suburbs locals review and ask about. */
const MELBOURNE = "5713470";
const idParam = z.object({ id: z.string().meta({ description: "The location id (a number).", example: MELBOURNE }) });
const id = z.number().int();
const text = z.string();
const paging = { skip: z.string().optional().meta({ description: "Default 0." }), take: z.string().optional() };

const ratingFactor = z.looseObject({ key: text, label: text, rating: z.number() });

export const locationReviewShape = z
  .looseObject({
    id,
    locationId: id,
    authorName: text,
    reviewerKind: z.enum(["local", "visitor", "agent"]),
    rating: z.number().int(),
    factors: z.array(ratingFactor),
    loves: text.meta({ description: "Plain text, never HTML." }),
    considerations: text,
    helpfulCount: z.number().int(),
    commentCount: z.number().int(),
    createdAt: text,
    updatedAt: text,
  })
  .meta({ id: "LocationReview" });

export const questionShape = z
  .looseObject({
    id,
    locationId: id,
    uri: text.meta({ description: "The question's page, /questions/{id}-{words}." }),
    title: text,
    body: text,
    authorName: text,
    answerCount: z.number().int(),
    bestAnswerId: id.nullable(),
    createdAt: text,
    lastActivityAt: text,
  })
  .meta({ id: "Question" });

export const getLocationReviews = defineOperation({
  id: "getLocationReviews",
  method: "GET",
  path: "/reviews/location/{id}",
  tag: TAG,
  summary: "A suburb's or street's reviews by locals (take 5, at most 20)",
  access: "public",
  params: idParam,
  query: z.object({
    ...paging,
    sort: z.string().optional().meta({ description: "recent, highest, lowest or helpful" }),
  }),
  response: z.object({
    locationId: id,
    total: z.number().int(),
    skip: z.number().int(),
    take: z.number().int(),
    reviews: z.array(locationReviewShape),
  }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: MELBOURNE } },
});

export const getLocationQuestions = defineOperation({
  id: "getLocationQuestions",
  method: "GET",
  path: "/questions/location/{id}",
  tag: TAG,
  summary: "Questions about a place (type 1, skip 0, take 5)",
  access: "public",
  params: idParam,
  query: z.object({
    type: z.string().optional().meta({ description: "1 recent (default), 2 active, 3 unanswered, 4 most answered" }),
    ...paging,
  }),
  response: z.object({
    locationId: id,
    type: z.number().int(),
    total: z.number().int(),
    skip: z.number().int(),
    take: z.number().int(),
    questions: z.array(questionShape),
  }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: MELBOURNE }, query: { type: "1", skip: "0", take: "5" } },
});

export const communityOperations = [getLocationReviews, getLocationQuestions];
