/**
 * Alert matching and delivery through the real Worker: the cron trigger (wrangler dev's
 * /cdn-cgi/local/scheduled) reads a new listing's market event and fans out through the local
 * Cloudflare Queue; the consumer records the home and writes one e-mail with one-click
 * unsubscribe headers. A second tick sends nothing twice; the one-click POST works with no
 * session and no Origin; a GET of it changes nothing.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseSync } from "node:sqlite";
import { get, post, signedUpMember } from "./auth/client";
import { url } from "../support/base-url";
import { eventsAwaitingMatcher, listNewBondiHouse, openLocalD1 } from "../support/local-d1";

const ADD =
  "mutation Add($input: AddAlertInput!) { addAlert(input: $input) { ok alert { id name } error { message } } }";
const ALERT = "query { alerts { id frequency unseenCount } }";

let d1: DatabaseSync | undefined;
const inserted: number[] = [];

function listNewHouse(db: DatabaseSync): number {
  const { id } = listNewBondiHouse(db, "l.price IS NOT NULL");
  inserted.push(id);
  return id;
}

const tick = async () => expect((await fetch(url("/cdn-cgi/local/scheduled"))).status).toBe(200);

interface MailRow {
  id: string;
  text_body: string;
  headers: string | null;
}
const alertMailTo = (db: DatabaseSync, to: string) =>
  db
    .prepare("SELECT id, text_body, headers FROM mail_outbox WHERE kind = 'alert' AND to_address = ?")
    .all(to) as unknown as MailRow[];

afterAll(() => {
  for (const id of inserted) d1?.prepare("DELETE FROM listings WHERE id = ?").run(id);
  d1?.close();
});

describe("alert delivery", () => {
  it("cron → queue → one e-mail with one-click unsubscribe; a second tick sends nothing twice", async () => {
    d1 = openLocalD1();
    const jane = await signedUpMember("alert-mail");
    const added = await post(
      "/graphql",
      { query: ADD, variables: { input: { searchUrl: "/for-sale/bondi-nsw-2026/real-estate", frequency: "instant" } } },
      jane.jar,
    );
    const { addAlert } = ((await added.json()) as { data: { addAlert: { ok: boolean; alert: { id: string } } } }).data;
    expect(addAlert.ok).toBe(true);

    await tick(); // the first tick places the watermark (if no tick ran before)
    const listingId = listNewHouse(d1);
    await tick();
    await expect.poll(() => alertMailTo(d1!, jane.email).length, { timeout: 20_000 }).toBe(1);
    const [mail] = alertMailTo(d1, jane.email);
    expect(mail!.text_body).toContain(`/homes/`);
    expect(mail!.text_body).toContain(String(listingId));
    const headers = JSON.parse(mail!.headers!) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = new URL(/^<(.+)>$/.exec(headers["List-Unsubscribe"]!)![1]!);
    expect(oneClick.pathname).toBe("/api/alerts/unsubscribe");

    // The development mailbox shows the header.
    const shown = await (await get(`/dev/mailbox/${mail!.id}`)).text();
    expect(shown).toContain("List-Unsubscribe-Post");

    // The new home is counted on the member's alert.
    const listed = await post("/graphql", { query: ALERT }, jane.jar);
    const { alerts } = ((await listed.json()) as { data: { alerts: { id: string; unseenCount: number }[] } }).data;
    expect(alerts.find((a) => a.id === addAlert.alert.id)?.unseenCount).toBe(1);

    // A second tick (and a repeat of the same listing's event) mails nothing new.
    d1.prepare("INSERT INTO listing_market_events (listing_id, kind, at) VALUES (?, 'listed', ?)").run(
      listingId,
      Date.now(),
    );
    await tick();
    await expect.poll(() => eventsAwaitingMatcher(d1!), { timeout: 20_000 }).toBe(0);
    await tick();
    expect(alertMailTo(d1, jane.email)).toHaveLength(1);

    // A link scanner's GET of the one-click address changes nothing; the mail client's POST
    // (no session, no Origin of ours) silences the alert.
    const path = oneClick.pathname + oneClick.search;
    expect((await fetch(url(path))).status).toBe(405);
    const page = await (await get(`/unsubscribe/alert${oneClick.search}`)).text();
    expect(page).toContain("Stop these e-mails");
    const clicked = await fetch(url(path), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    const after = await post("/graphql", { query: ALERT }, jane.jar);
    const afterAlerts = ((await after.json()) as { data: { alerts: { id: string; frequency: string }[] } }).data.alerts;
    expect(afterAlerts.find((a) => a.id === addAlert.alert.id)?.frequency).toBe("none");

    // A forged token is refused with a sentence, not a 500.
    const forged = await fetch(
      url(`/api/alerts/unsubscribe?token=${oneClick.searchParams.get("token")!.slice(0, -3)}abc`),
      {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { message: string }).message).toMatch(/not valid/);
  });
});
