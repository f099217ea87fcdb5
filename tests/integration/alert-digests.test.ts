/**
 * Daily and weekly digests through the real Worker: the cron (wrangler dev's
 * /cdn-cgi/local/scheduled, fired for a given moment with ?time=) claims an alert's digest only
 * once its time has come, the queue's consumer writes one e-mail with the alert's new home, and
 * later ticks never send it again.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseSync } from "node:sqlite";
import { post, signedUpMember } from "./auth/client";
import { url } from "../support/base-url";
import { listNewBondiHouse, openLocalD1 } from "../support/local-d1";

const ADD = "mutation Add($input: AddAlertInput!) { addAlert(input: $input) { ok alert { id } error { message } } }";
const ALERTS = "query { alerts { id unseenCount } }";

let d1: DatabaseSync | undefined;
const inserted: number[] = [];

function listNewHouse(db: DatabaseSync): number {
  const { id } = listNewBondiHouse(db, "l.price IS NOT NULL");
  inserted.push(id);
  return id;
}

/** One cron run, as the Worker would get it at `time` (now when not given). */
async function tick(time?: number) {
  const response = await fetch(url(`/cdn-cgi/local/scheduled${time === undefined ? "" : `?time=${time}`}`));
  expect(response.status).toBe(200);
}

const dueAt = (db: DatabaseSync, alertId: string) =>
  (db.prepare("SELECT next_digest_at AS due FROM alerts WHERE id = ?").get(alertId) as { due: number | null }).due;
const alertMails = (db: DatabaseSync, to: string) =>
  db.prepare("SELECT text_body FROM mail_outbox WHERE kind = 'alert' AND to_address = ?").all(to) as unknown as {
    text_body: string;
  }[];

afterAll(() => {
  for (const id of inserted) d1?.prepare("DELETE FROM listings WHERE id = ?").run(id);
  d1?.close();
});

describe("alert digests", () => {
  it("daily and weekly: one digest when the cron runs at its time, none before, never a second", async () => {
    d1 = openLocalD1();
    const people = await Promise.all(
      (["daily", "weekly"] as const).map(async (frequency) => {
        const member = await signedUpMember(`alert-digest-${frequency}`);
        const added = await post(
          "/graphql",
          { query: ADD, variables: { input: { searchUrl: "/for-sale/bondi-nsw-2026/real-estate", frequency } } },
          member.jar,
        );
        const { addAlert } = ((await added.json()) as { data: { addAlert: { ok: boolean; alert: { id: string } } } })
          .data;
        expect(addAlert.ok).toBe(true);
        return { frequency, member, alertId: addAlert.alert.id };
      }),
    );

    await tick(); // places the watermark if no tick ran before
    const listingId = listNewHouse(d1);
    await tick();
    // The home is recorded for both alerts; neither is instant, so nothing is mailed yet.
    for (const { member, alertId } of people) {
      await expect
        .poll(
          async () => {
            const listed = await post("/graphql", { query: ALERTS }, member.jar);
            const { alerts } = ((await listed.json()) as { data: { alerts: { id: string; unseenCount: number }[] } })
              .data;
            return alerts.find((alert) => alert.id === alertId)?.unseenCount;
          },
          { timeout: 20_000 },
        )
        .toBe(1);
    }

    // In the order they fall due (the two fall due together when the next 7 am is a Saturday's).
    const byDue = people
      .map((person) => ({ ...person, due: dueAt(d1!, person.alertId)! }))
      .sort((a, b) => a.due - b.due);
    for (const [n, { frequency, member, alertId, due }] of byDue.entries()) {
      expect(due, frequency).toBeGreaterThan(Date.now());
      if (n === 0 || due > byDue[n - 1]!.due) {
        expect(alertMails(d1, member.email), frequency).toHaveLength(0);
        // A minute before its time: not claimed (the due time stays), no mail.
        await tick(due - 60_000);
        expect(dueAt(d1, alertId), frequency).toBe(due);
        expect(alertMails(d1, member.email), frequency).toHaveLength(0);
      }

      // At its time: claimed (the next one is a day or a week on) and mailed once, with the home.
      await tick(due);
      const next = dueAt(d1, alertId)!;
      const day = 24 * 60 * 60 * 1000;
      // A day (a week) on, give or take a daylight-saving hour.
      expect(Math.abs(next - due - (frequency === "daily" ? day : 7 * day)), frequency).toBeLessThanOrEqual(
        60 * 60 * 1000,
      );
      await expect.poll(() => alertMails(d1!, member.email).length, { timeout: 20_000 }).toBe(1);
      expect(alertMails(d1, member.email)[0]!.text_body).toContain(String(listingId));

      // The same moment again and a minute later: already claimed, nothing more.
      await tick(due);
      await tick(due + 60_000);
      expect(dueAt(d1, alertId), frequency).toBe(next);
      expect(alertMails(d1, member.email), frequency).toHaveLength(1);
    }
  });
});
