import { z } from "zod";
import { FEED_OUTCOMES } from "../../../db/schema";
import { MAX_FEED_BYTES, MAX_FEED_LABEL } from "../../../feeds/feed-file";
import { defineOperation, type ApiOperation } from "../operation";

/*
 * Agencies' REAXML feeds: the upload, answered at once while a queue does the work, and the run's
 * processing report. Both are called by the agency's software with its feed key; docs/feeds.md
 * says what each element becomes and every rule a listing goes through.
 */

const TAG = "Feeds";
const TESTED_IN = "a feed key is issued per office (npm run feeds:key); tests/integration/feeds.test.ts posts with one";
const runStatus = z.enum(["queued", "processing", "done", "failed"]);
const runId = z.string().uuid("A run id is the id the upload answered with.");

const queuedRun = z
  .object({
    run: z.object({
      id: z.string(),
      status: z.literal("queued"),
      url: z.string().meta({ description: "The run's processing report (GET, with the same feed key)." }),
    }),
  })
  .meta({ id: "QueuedFeedRun" });

const problem = z
  .object({
    path: z.string().meta({ description: "The element at fault, as in address/postcode or @modTime." }),
    message: z.string().meta({ description: "What to fix, in words an office manager understands." }),
  })
  .meta({ id: "FeedProblem" });

const report = z
  .object({
    id: z.string(),
    status: runStatus,
    createdAt: z.string().meta({ description: "When the file was received (ISO 8601)." }),
    finishedAt: z.string().nullable(),
    failure: z
      .string()
      .nullable()
      .meta({ description: "Why the whole file was refused (not well-formed XML: the line and column), else null." }),
    counts: z.object(
      Object.fromEntries(FEED_OUTCOMES.map((outcome) => [outcome, z.number().int()])) as Record<
        (typeof FEED_OUTCOMES)[number],
        z.ZodNumber
      >,
    ),
    listings: z.array(
      z.object({
        agentId: z.string().nullable(),
        uniqueId: z.string().nullable(),
        outcome: z.enum(FEED_OUTCOMES),
        listingId: z.number().int().nullable(),
        url: z.string().nullable().meta({ description: "The listing's page, while it is on the site." }),
        problems: z.array(problem),
      }),
    ),
  })
  .meta({ id: "FeedRunReport" });

export const uploadFeed = defineOperation({
  id: "uploadFeed",
  method: "POST",
  path: "/feeds/reaxml",
  tag: TAG,
  summary: "Send a REAXML propertyList: answered at once, processed from a queue",
  description: `The body is a REAXML document (application/xml or text/xml), optionally gzip-encoded, up to ${MAX_FEED_LABEL}. The file is kept for audit and replay; the listings go in from a queue within the minute. Poll the run's url for the processing report.`,
  access: "feed",
  fileBody: {
    mediaTypes: ["application/xml", "text/xml"],
    maxBytes: MAX_FEED_BYTES,
    description: `A REAXML propertyList, at most ${MAX_FEED_LABEL} (sent with Content-Encoding: gzip, at most ${MAX_FEED_LABEL} unzipped too).`,
  },
  successStatus: 202,
  response: queuedRun,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "TOO_LARGE"],
  exampleNotReplayed: TESTED_IN,
  example: {},
});

export const feedRunReport = defineOperation({
  id: "feedRunReport",
  method: "GET",
  path: "/feeds/runs/{id}",
  tag: TAG,
  summary: "The processing report of one upload: its status, counts per outcome and each listing's outcome",
  access: "feed",
  params: z.object({ id: runId.meta({ description: "The run's id, as the upload answered." }) }),
  response: report,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "NOT_FOUND"],
  exampleNotReplayed: TESTED_IN,
  example: { params: { id: "00000000-0000-4000-8000-000000000000" } },
});

export const feedOperations: readonly ApiOperation[] = [uploadFeed, feedRunReport];
