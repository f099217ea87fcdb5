// A run from its stored file to its report, on real SQL: the whole file is checked before anything
// is applied, a run is processed in slices that resume after their last report line, gzip is
// read by its content, and a file that is not XML or unzips past the limit fails the run.
import { gzipSync } from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { feedListings, feedRuns } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { feedRunReport, queueFeedRun } from "@/lib/services/feeds/feed-runs";
import { processFeedRun } from "@/lib/services/feeds/feed-run-processor";
import type { FeedFileStore, FeedRunMessage } from "@/lib/services/feeds/feed-upload";
import { feedBytes, FeedFileError, FEED_UNZIPPED_TOO_LARGE } from "@/lib/feeds/feed-file";
import { feedTestDatabase, OFFICE } from "./feed-test-db";
import { fixtureBytes } from "../../feeds/support";

const NOW = Date.UTC(2026, 11, 10, 1, 0, 0);
const SITE = "https://homefront.example";
let db: Database;
const ctx = () => createServiceContext(db, NOW);

/** The bucket's part feeds use, over files held in memory (the Worker's R2 in tests/integration/feeds.test.ts). */
function filesOf(files: Record<string, Uint8Array>): FeedFileStore {
  return {
    put: async () => undefined,
    get: async (key) => {
      const bytes = files[key];
      if (!bytes) return null;
      return {
        body: new ReadableStream<Uint8Array>({
          start(controller) {
            // In pieces, as R2 streams it: a tag or a character may be split.
            for (let i = 0; i < bytes.length; i += 1_000) controller.enqueue(bytes.slice(i, i + 1_000));
            controller.close();
          },
        }),
        customMetadata: { gzip: String(bytes[0] === 0x1f && bytes[1] === 0x8b) },
      };
    },
  };
}

/** Perth rentals, one per uniqueID, from the rental fixture. */
function rentals(count: number): string {
  const element = /<rental[\s\S]*<\/rental>/.exec(new TextDecoder().decode(fixtureBytes("rental.xml")))![0];
  const listings = Array.from({ length: count }, (_, i) =>
    element.replace("<uniqueID>R-77</uniqueID>", `<uniqueID>R-${i}</uniqueID>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<propertyList>\n${listings.join("\n")}\n</propertyList>\n`;
}

async function runOf(file: Uint8Array) {
  const files = { "feeds/run.xml": file };
  const run = await queueFeedRun(ctx(), { keyId: "k1", officeIds: [OFFICE.perth] }, "feeds/run.xml");
  const sent: FeedRunMessage[] = [];
  const purged: { paths: readonly string[]; origin: string }[] = [];
  const ports = {
    files: filesOf(files),
    queue: { send: async (message: FeedRunMessage) => void sent.push(message) },
    purge: async (paths: readonly string[], origin: string) => void purged.push({ paths, origin }),
  };
  const message: FeedRunMessage = { kind: "feed-run", runId: run.id, origin: SITE };
  return { run, ports, sent, purged, message };
}

async function reportOf(runId: string) {
  const result = await feedRunReport(ctx(), "k1", runId, SITE);
  if (!result.ok) throw new Error(result.message);
  return result.report;
}

beforeEach(async () => {
  db = await feedTestDatabase();
});

describe("a feed run", () => {
  it("applies every listing and purges the pages it made stale", async () => {
    const { ports, message, run, purged } = await runOf(new TextEncoder().encode(rentals(3)));
    const step = await processFeedRun(ctx(), ports, message);
    expect(step).toMatchObject({ status: "done", applied: 3 });
    expect(step.stalePaths).toContain("/");
    expect(step.stalePaths).toEqual(expect.arrayContaining([expect.stringMatching(/^\/for-rent\/perth-wa-6000/)]));
    expect(purged).toEqual([{ paths: step.stalePaths, origin: SITE }]);
    // Sent again, every home is unchanged: no page is stale.
    const again = await runOf(new TextEncoder().encode(rentals(3)));
    expect(await processFeedRun(ctx(), again.ports, again.message)).toMatchObject({ applied: 3, stalePaths: [] });
    expect(again.purged).toEqual([]);
    const report = await reportOf(run.id);
    expect(report.status).toBe("done");
    expect(report.counts.created).toBe(3);
    expect(report.listings.map((line) => line.uniqueId)).toEqual(["R-0", "R-1", "R-2"]);
  });

  it("continues in a new message past its slice, and resumes after its last report line", async () => {
    const { ports, message, run, sent } = await runOf(new TextEncoder().encode(rentals(5)));
    expect(await processFeedRun(ctx(), ports, message, { perMessage: 2 })).toMatchObject({
      status: "continues",
      applied: 2,
    });
    expect(sent).toEqual([message]);
    expect((await reportOf(run.id)).status).toBe("processing");
    expect(await processFeedRun(ctx(), ports, message, { perMessage: 2 })).toMatchObject({
      status: "continues",
      applied: 2,
    });
    expect(await processFeedRun(ctx(), ports, message, { perMessage: 2 })).toMatchObject({
      status: "done",
      applied: 1,
    });
    const report = await reportOf(run.id);
    expect(report.listings.map((line) => line.uniqueId)).toEqual(["R-0", "R-1", "R-2", "R-3", "R-4"]);
    expect(report.counts).toMatchObject({ created: 5, unchanged: 0 });
    // A message delivered again after the run is done changes nothing.
    expect(await processFeedRun(ctx(), ports, message)).toMatchObject({ status: "skipped", applied: 0 });
    expect((await reportOf(run.id)).listings).toHaveLength(5);
  });

  it("reads a partial update's modTime in the held home's time zone (a Perth home's lease 30 minutes on is newer)", async () => {
    const first = await runOf(new TextEncoder().encode(rentals(1)));
    await processFeedRun(ctx(), first.ports, first.message);
    const leased = `<?xml version="1.0"?><propertyList><rental modTime="2026-11-20-10:00:00" status="leased">
      <agentID>HFPERTH</agentID><uniqueID>R-0</uniqueID></rental></propertyList>`;
    const update = await runOf(new TextEncoder().encode(leased));
    await processFeedRun(ctx(), update.ports, update.message);
    const report = await reportOf(update.run.id);
    expect(
      report.listings.map((line) => [line.outcome, line.problems]),
      JSON.stringify(report),
    ).toEqual([["leased", []]]);
  });

  it("reads a gzipped file by its content", async () => {
    const { ports, message, run } = await runOf(gzipSync(rentals(2)));
    expect(await processFeedRun(ctx(), ports, message)).toMatchObject({ status: "done", applied: 2 });
    expect((await reportOf(run.id)).counts.created).toBe(2);
  });

  it.each([
    ["not well-formed", () => fixtureBytes("malformed.xml"), /^Line \d+, column \d+: the file is not well-formed XML/],
    ["declaring entities (XXE)", () => fixtureBytes("xxe.xml"), /Line \d+, column \d+/],
    ["cut off after good listings", () => new TextEncoder().encode(rentals(2).slice(0, -40)), /^Line \d+, column \d+/],
    [
      "gzip that does not unzip",
      () => Uint8Array.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6, 7]),
      /could not be unzipped/,
    ],
  ])("fails as a whole, writing nothing, when the file is %s", async (_name, file, failure) => {
    const { ports, message, run } = await runOf(file());
    expect(await processFeedRun(ctx(), ports, message)).toMatchObject({ status: "failed", applied: 0 });
    const report = await reportOf(run.id);
    expect(report.status).toBe("failed");
    expect(report.failure).toMatch(failure);
    expect(report.listings).toEqual([]);
    expect(await db.select().from(feedListings).all()).toEqual([]);
  });

  it("fails when its stored file is gone", async () => {
    const run = await queueFeedRun(ctx(), { keyId: "k1", officeIds: [OFFICE.perth] }, "feeds/missing.xml");
    const ports = { files: filesOf({}), queue: { send: async () => undefined }, purge: async () => undefined };
    await processFeedRun(ctx(), ports, { kind: "feed-run", runId: run.id, origin: SITE });
    const row = await db.select().from(feedRuns).where(eq(feedRuns.id, run.id)).get();
    expect(row).toMatchObject({ status: "failed", failure: expect.stringMatching(/could not be found/) });
  });
});

describe("a feed file's bytes", () => {
  it("stop with a clear error past the limit once unzipped (a zip bomb costs at most the limit)", async () => {
    const bomb = gzipSync(new Uint8Array(200_000));
    expect(bomb.length).toBeLessThan(1_000);
    const stream = new Blob([bomb]).stream();
    const read = async () => {
      for await (const _chunk of feedBytes(stream, true, 100_000)) {
        // Reading only.
      }
    };
    await expect(read()).rejects.toThrow(new FeedFileError(FEED_UNZIPPED_TOO_LARGE));
  });
});
