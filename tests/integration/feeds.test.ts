/**
 * An agency's REAXML feed through the real Worker, R2 and queue (wrangler dev): a home created,
 * its price changed, under offer, sold, and another withdrawn, asserting at each step the listing
 * page, search, the member's collection, the alert e-mail and the purge of the stored search page;
 * then the refusals: no key, a wrong key, the wrong type, over 50 MB, a file that is not XML and
 * an XXE file. The homes go to an office and a suburb in the Northern Territory, which no other
 * test reads, so the suites running beside this one see none of them.
 */
import { gzipSync } from "node:zlib";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeSqliteDatabase } from "@/lib/db/node-sqlite";
import { createServiceContext } from "@/lib/services/context";
import { createFeedKey } from "@/lib/services/feeds/feed-keys";
import { MAX_FEED_BYTES } from "@/lib/feeds/feed-file";
import { get, post, signedUpMember } from "./auth/client";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { fixtureBytes } from "../unit/feeds/support";

interface Office {
  id: number;
  slug: string;
  suburb: string;
  postcode: string;
  suburbSlug: string;
  email: string;
}

interface Report {
  status: string;
  failure: string | null;
  counts: Record<string, number>;
  listings: { uniqueId: string; outcome: string; listingId: number | null; url: string | null; problems: unknown[] }[];
}

const CODE = `HFT${Date.now().toString(36).toUpperCase()}`;
let d1: DatabaseSync;
let office: Office;
let key: string;
const created: number[] = [];

/** The next modTime: each update of this test is newer than the last, as a CRM's are. */
let clock = Date.UTC(2026, 10, 29, 0, 0, 0);
function modTime(): string {
  clock += 60_000;
  const d = new Date(clock);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

interface Home {
  uniqueId: string;
  status?: "current" | "sold" | "withdrawn";
  price?: number;
  underOffer?: boolean;
  sold?: { price: number; date: string };
}

/** A residential listing in the office's suburb, in the shape CRMs send (a full record when current). */
function residential(home: Home): string {
  const status = home.status ?? "current";
  const ids = `<agentID>${CODE}</agentID><uniqueID>${home.uniqueId}</uniqueID>`;
  if (status === "withdrawn") return `<residential modTime="${modTime()}" status="withdrawn">${ids}</residential>`;
  if (status === "sold")
    return `<residential modTime="${modTime()}" status="sold">${ids}
      <soldDetails><price display="yes">${home.sold!.price}</price><date>${home.sold!.date}</date></soldDetails>
    </residential>`;
  return `<residential modTime="${modTime()}" status="current">
    ${ids}
    <underOffer value="${home.underOffer ? "yes" : "no"}" />
    <listingAgent id="1"><name>Feed Agent</name><email>${office.email.toUpperCase()}</email></listingAgent>
    <price display="yes">${home.price ?? 650000}.00</price>
    <address display="yes">
      <subNumber /><streetNumber>${home.uniqueId.replace(/\D/g, "")}</streetNumber><street>Feedtest Road</street>
      <suburb display="yes">${office.suburb.toUpperCase()}</suburb><state>NT</state><postcode>${office.postcode}</postcode>
    </address>
    <category name="House" />
    <headline>Feed test home ${home.uniqueId}</headline>
    <description>A home sent by an agency's CRM.</description>
    <features><bedrooms>3</bedrooms><bathrooms>2</bathrooms><garages>1</garages><carports>1</carports></features>
  </residential>`;
}

const propertyList = (...listings: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE propertyList SYSTEM "http://reaxml.realestate.com.au/propertyList.dtd">\n<propertyList date="2026-11-29-10:00:00" username="crm" password="">\n${listings.join("\n")}\n</propertyList>\n`;

function upload(body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(url("/api/v1/feeds/reaxml"), {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/xml", ...headers },
    body,
  });
}

async function reportOf(reportUrl: string): Promise<Report> {
  const response = await fetch(reportUrl, { headers: { authorization: `Bearer ${key}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Report;
}

/** Posts a file and waits for its run to end (the queue consumer of wrangler dev processes it). */
async function send(body: string | Uint8Array, headers: Record<string, string> = {}): Promise<Report> {
  const response = await upload(body as BodyInit, headers);
  const answer = (await response.json()) as { run: { id: string; status: string; url: string } };
  expect(response.status, JSON.stringify(answer)).toBe(202);
  expect(answer.run.status).toBe("queued");
  await expect
    .poll(async () => (await reportOf(answer.run.url)).status, { timeout: 30_000 })
    .toMatch(/^(done|failed)$/);
  const report = await reportOf(answer.run.url);
  for (const line of report.listings)
    if (line.listingId !== null && !created.includes(line.listingId)) created.push(line.listingId);
  return report;
}

const page = async (path: string, jar?: Parameters<typeof get>[1]) => {
  const response = await get(path, jar);
  return { status: response.status, cache: response.headers.get("x-page-cache"), html: await response.text() };
};

const tick = async () => expect((await fetch(url("/cdn-cgi/local/scheduled"))).status).toBe(200);

beforeAll(async () => {
  d1 = openLocalD1();
  office = d1
    .prepare(
      `SELECT o.id AS id, o.slug AS slug, s.name AS suburb, s.postcode AS postcode, s.slug AS suburbSlug, a.email AS email
       FROM offices o JOIN agents a ON a.office_id = o.id JOIN locations s ON s.id = o.suburb_id
       WHERE o.state_code = 'NT' AND a.email IS NOT NULL ORDER BY o.id, a.id LIMIT 1`,
    )
    .get() as unknown as Office;
  expect(office).toBeDefined();
  const issued = await createFeedKey(createServiceContext(nodeSqliteDatabase(d1)), {
    officeId: office.id,
    code: CODE,
    createdBy: "tests/integration/feeds.test.ts",
  });
  if (!issued.ok) throw new Error(issued.message);
  key = issued.key;
}, 60_000);

afterAll(() => {
  for (const id of created) {
    d1.prepare("DELETE FROM listings WHERE id = ?").run(id);
    d1.prepare("DELETE FROM listing_removals WHERE listing_id = ?").run(id);
  }
  d1.prepare("DELETE FROM feed_listings WHERE office_id = ?").run(office.id);
  d1.close();
});

describe("an agency's feed, end to end", () => {
  it("lists, reprices, puts under offer and sells a home, and withdraws another, live within the run", async () => {
    const forSale = `/for-sale/${office.suburbSlug}/real-estate`;
    const sold = `/sold-properties/${office.suburbSlug}`;
    const member = await signedUpMember("feed-alert");
    const added = await post(
      "/graphql",
      {
        query: "mutation A($input: AddAlertInput!) { addAlert(input: $input) { ok } }",
        variables: { input: { searchUrl: forSale, frequency: "instant" } },
      },
      member.jar,
    );
    expect(((await added.json()) as { data: { addAlert: { ok: boolean } } }).data.addAlert.ok).toBe(true);
    await tick(); // places the alert matcher's watermark before the home is listed

    // The suburb's search page is stored at the edge before the feed comes in.
    await page(forSale);
    expect((await page(forSale)).cache).toBe("HIT");

    // Created: gzip, upper-case suburb and e-mail, the standard DOCTYPE.
    const first = await send(gzipSync(propertyList(residential({ uniqueId: "FT-1" }))), { "content-encoding": "gzip" });
    expect(first).toMatchObject({ status: "done", counts: { created: 1, rejected: 0 } });
    const home = first.listings[0]!;
    expect(home.problems).toEqual([]);
    const homePath = new URL(home.url!).pathname;
    expect(homePath).toMatch(new RegExp(`^/homes/\\d+-feedtest-road-.*/${home.listingId}$`));
    const listed = await page(homePath);
    expect(listed.status).toBe(200);
    expect(listed.html).toContain("Feed test home FT-1");
    expect(listed.html).toContain("$650,000");
    // The stored search page was purged: the next visitor gets a fresh render with the home.
    const search = await page(forSale);
    expect(search.cache).toBe("MISS");
    expect(search.html).toContain(`/${home.listingId}`);

    // The member's alert mails the new home once the matcher's tick has run.
    await tick();
    const mailTo = () =>
      d1
        .prepare("SELECT text_body FROM mail_outbox WHERE kind = 'alert' AND to_address = ?")
        .all(member.email) as unknown as { text_body: string }[];
    await expect
      .poll(() => mailTo().some((mail) => mail.text_body.includes(String(home.listingId))), { timeout: 20_000 })
      .toBe(true);

    // The member saves it; a price change then shows in their collection.
    const saved = await post(
      "/graphql",
      {
        query: "mutation T($id: ID!) { toggleSavedListing(listingId: $id) { ok collectionIds } }",
        variables: { id: String(home.listingId) },
      },
      member.jar,
    );
    const { toggleSavedListing } = (
      (await saved.json()) as {
        data: { toggleSavedListing: { ok: boolean; collectionIds: string[] } };
      }
    ).data;
    expect(toggleSavedListing.ok).toBe(true);
    const repricedFile = propertyList(residential({ uniqueId: "FT-1", price: 615000 }));
    const repriced = await send(repricedFile);
    expect(repriced.counts, JSON.stringify(repriced.listings)).toMatchObject({ updated: 1 });
    expect((await page(homePath)).html).toContain("$615,000");
    const collection = await page(`/collections/${toggleSavedListing.collectionIds[0]}`, member.jar);
    expect(collection.html).toMatch(/Price changed (on|from)/);

    // The same file again, as agencies re-send their book every hour: unchanged.
    expect((await send(repricedFile)).counts).toMatchObject({ unchanged: 1, updated: 0 });

    // Under offer shows on the page.
    const offer = await send(propertyList(residential({ uniqueId: "FT-1", price: 615000, underOffer: true })));
    expect(offer.counts.updated).toBe(1);
    expect((await page(homePath)).html).toContain("Under offer");

    // Sold: in sold search, out of buy search.
    await page(sold);
    const sale = await send(
      propertyList(residential({ uniqueId: "FT-1", status: "sold", sold: { price: 640000, date: "2026-11-28" } })),
    );
    expect(sale.counts, JSON.stringify(sale.listings)).toMatchObject({ sold: 1 });
    expect((await page(sold)).html).toContain(`/${home.listingId}`);
    expect((await page(forSale)).html).not.toContain(`/${home.listingId}`);

    // Another home, listed then withdrawn: its page answers 410 and it leaves search.
    const other = (await send(propertyList(residential({ uniqueId: "FT-2" })))).listings[0]!;
    const otherPath = new URL(other.url!).pathname;
    expect((await page(forSale)).html).toContain(`/${other.listingId}`);
    const withdrawn = await send(propertyList(residential({ uniqueId: "FT-2", status: "withdrawn" })));
    expect(withdrawn.counts, JSON.stringify(withdrawn.listings)).toMatchObject({ withdrawn: 1 });
    const gone = await page(otherPath);
    expect(gone.status).toBe(410);
    expect(gone.html).toContain("This home is no longer available");
    expect((await page(forSale)).html).not.toContain(`/${other.listingId}`);
  }, 240_000);

  it("reports each listing it rejects, with the element and what to fix, and applies the rest", async () => {
    const report = await send(
      propertyList(
        residential({ uniqueId: "FT-3" }).replace(
          `<postcode>${office.postcode}</postcode>`,
          "<postcode>9999</postcode>",
        ),
        `<commercial modTime="${modTime()}" status="current"><agentID>${CODE}</agentID><uniqueID>FT-C</uniqueID></commercial>`,
        residential({ uniqueId: "FT-4", status: "sold", sold: { price: 1, date: "2026-11-28" } }),
      ),
    );
    expect(report.status).toBe("done");
    expect(report.counts, JSON.stringify(report.listings)).toMatchObject({ rejected: 3, created: 0 });
    const paths = report.listings.map((line) => (line.problems as { path: string }[]).map((problem) => problem.path));
    expect(paths[0]).toContain("address/suburb");
    expect(paths[1]).toEqual(["commercial"]);
    expect(paths[2]).toContain("@status");
  }, 60_000);
});

describe("what the upload refuses", () => {
  it("answers 401 without a key or with a wrong one; 404 for a run that is not the key's, 400 for no run id", async () => {
    const none = await fetch(url("/api/v1/feeds/reaxml"), {
      method: "POST",
      body: propertyList(),
      headers: { "content-type": "application/xml" },
    });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const wrong = await fetch(url("/api/v1/feeds/reaxml"), {
      method: "POST",
      body: propertyList(),
      headers: { "content-type": "application/xml", authorization: "Bearer hffeed_not-a-real-key" },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/feed key is missing, wrong or revoked/);
    const unknownRun = await fetch(url("/api/v1/feeds/runs/00000000-0000-4000-8000-000000000000"), {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(unknownRun.status).toBe(404);
    const notARun = await fetch(url("/api/v1/feeds/runs/not-a-run"), { headers: { authorization: `Bearer ${key}` } });
    expect(notARun.status).toBe(400);
  });

  it("answers 400 for another type or an empty file, and 413 over 50 MB", async () => {
    expect((await upload(propertyList(), { "content-type": "application/json" })).status).toBe(400);
    expect((await upload("")).status).toBe(400);
    const large = await upload(new Uint8Array(MAX_FEED_BYTES + 1));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toMatch(/over 50 MB/);
  }, 60_000);

  it("fails a file that is not well-formed, or declares entities, with the line and column, writing nothing", async () => {
    for (const name of ["malformed.xml", "xxe.xml"]) {
      const report = await send(new TextDecoder().decode(fixtureBytes(name)));
      expect(report.status).toBe("failed");
      expect(report.failure).toMatch(/^Line \d+, column \d+: /);
      expect(report.listings).toEqual([]);
    }
  }, 60_000);
});
