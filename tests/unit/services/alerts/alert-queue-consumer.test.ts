// The queue consumer on real SQL: a malformed message is acknowledged (a retry cannot fix it), a
// failing one is retried on its own, and a good one is handled and acknowledged.
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createServiceContext } from "@/lib/services/context";
import { consumeAlertMessages, type QueueMessageLike } from "@/lib/services/alerts/alert-queue-consumer";
import { alertTestDatabase } from "./alert-test-db";

function message(id: string, body: unknown) {
  const seen: string[] = [];
  const m: QueueMessageLike & { seen: string[] } = {
    id,
    body,
    seen,
    ack: () => void seen.push("ack"),
    retry: () => void seen.push("retry"),
  };
  return m;
}

describe("alerts queue consumer", () => {
  it("acks good and malformed messages, retries the one that fails", async () => {
    const db = await alertTestDatabase();
    const good = message("1", { kind: "match", listingIds: [1] });
    const malformed = message("2", { kind: "match", listingIds: ["1; DROP TABLE alerts"] });
    const failing = message("3", { kind: "match", listingIds: [2] });
    const queue = {
      async sendBatch() {
        throw new Error("queue unavailable");
      },
    };
    // No alert holds listing 1, so nothing is sent on; listing 2 is given an instant alert's marker
    // so the onward send fails.
    await db.run(
      sql`INSERT INTO alerts (id, member_id, name, filter, search, mode, frequency, time_zone, created_at, updated_at)
        VALUES ('a1', 'm1', 'A', '{}', '{}', 'buy', 'instant', 'Australia/Sydney', 0, 0)`,
    );
    await db.run(sql`INSERT INTO alert_new_listings (alert_id, listing_id, matched_at) VALUES ('a1', 2, 0)`);
    const result = await consumeAlertMessages(
      createServiceContext(db, 0),
      { messages: [good, malformed, failing] },
      queue,
    );
    expect(result).toEqual({ handled: 1, retried: 1, dropped: 1 });
    expect([good.seen, malformed.seen, failing.seen]).toEqual([["ack"], ["ack"], ["retry"]]);
  });
});
