// Feed keys on real SQL: who may issue and revoke them (an admin for any office, a principal for
// their own), shown once and kept only as a hash, verified to their offices, refused once revoked.
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import { feedCodes, feedKeys, platformAudit } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { BAD_FEED_KEY, issueFeedKey, revokeFeedKey, verifyFeedKey } from "@/lib/services/feeds/feed-keys";
import type { StaffViewer } from "@/lib/staff/roles";
import { feedTestDatabase, OFFICE } from "./feed-test-db";

const NOW = Date.UTC(2026, 11, 10, 1, 0, 0);
let db: Database;
const ctx = () => createServiceContext(db, NOW);

const staff = (memberId: string, grants: StaffViewer["grants"]): StaffViewer => ({
  memberId,
  username: memberId,
  name: `Name ${memberId}`,
  grants,
  staffSessionId: "s",
});
const ADMIN = staff("ada", [{ role: "admin", officeId: 0 }]);
const PRINCIPAL = staff("pat", [{ role: "principal", officeId: OFFICE.richmond }]);
const MODERATOR = staff("mo", [{ role: "moderator", officeId: 0 }]);

beforeEach(async () => {
  db = await feedTestDatabase();
});

async function issued(viewer: StaffViewer, raw: unknown) {
  const result = await issueFeedKey(ctx(), viewer, raw);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("issuing", () => {
  it("gives the principal's own office a key, shown once and stored only as its hash, with an audit row", async () => {
    const key = await issued(PRINCIPAL, { officeId: OFFICE.richmond, code: "HFRICH2" });
    expect(key.key).toMatch(/^hffeed_[A-Za-z0-9_-]{43}$/);
    const stored = JSON.stringify(await db.select().from(feedKeys));
    expect(stored).not.toContain(key.key);
    expect(stored).toContain(key.prefix);
    expect(await db.select().from(feedCodes)).toContainEqual(
      expect.objectContaining({ code: "HFRICH2", officeId: OFFICE.richmond }),
    );
    expect(await db.select().from(platformAudit)).toEqual([
      expect.objectContaining({ action: "feed-key.create", actorRole: "principal", actorMemberId: "pat" }),
    ]);
    expect(await verifyFeedKey(ctx(), key.key)).toEqual({ ok: true, keyId: key.keyId, officeIds: [OFFICE.richmond] });
  });

  it("refuses a principal another office, anyone not staff for offices, and a code another office has", async () => {
    await expect(issueFeedKey(ctx(), PRINCIPAL, { officeId: OFFICE.perth })).rejects.toMatchObject({
      failure: { status: 403 },
    });
    await expect(issueFeedKey(ctx(), MODERATOR, { officeId: OFFICE.richmond })).rejects.toMatchObject({
      failure: { status: 403 },
    });
    await expect(issueFeedKey(ctx(), null, { officeId: OFFICE.richmond })).rejects.toMatchObject({
      failure: { status: 401 },
    });
    expect(await issueFeedKey(ctx(), ADMIN, { officeId: OFFICE.perth, code: "HFRICH" })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await issueFeedKey(ctx(), ADMIN, { officeId: 999 })).toMatchObject({ ok: false, status: 404 });
    expect(await issueFeedKey(ctx(), ADMIN, { officeId: OFFICE.perth, code: "no spaces" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await db.select().from(feedKeys)).toHaveLength(0);
  });
});

describe("verifying and revoking", () => {
  it("refuses a missing, wrong or revoked key with the same message", async () => {
    const key = await issued(ADMIN, { officeId: OFFICE.perth });
    for (const wrong of [null, "", "hffeed_wrong", `${key.key}x`, "Bearer x"])
      expect(await verifyFeedKey(ctx(), wrong)).toMatchObject({ ok: false, status: 401, message: BAD_FEED_KEY });
    await expect(revokeFeedKey(ctx(), PRINCIPAL, { keyId: key.keyId })).rejects.toMatchObject({
      failure: { status: 403 },
    });
    expect(await revokeFeedKey(ctx(), ADMIN, { keyId: key.keyId })).toEqual({ ok: true, revoked: true });
    expect(await revokeFeedKey(ctx(), ADMIN, { keyId: key.keyId })).toEqual({ ok: true, revoked: false });
    expect(await verifyFeedKey(ctx(), key.key)).toMatchObject({ ok: false, status: 401 });
  });

  it("lets a principal revoke their own office's key", async () => {
    const key = await issued(ADMIN, { officeId: OFFICE.richmond });
    expect(await revokeFeedKey(ctx(), PRINCIPAL, { keyId: key.keyId })).toEqual({ ok: true, revoked: true });
  });
});
