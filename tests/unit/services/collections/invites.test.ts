// Invitations on real SQL with a controlled clock: the e-mail carries an accept link with the
// collection id, the inviter's member id and a unique identifier; the link works once, for
// INVITE_LIFETIME_MS, for an address that had no account when invited; limits and withdrawals hold.
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { COLLECTION_LIMITS } from "@/lib/collections/limits";
import { collectionContributors, mailOutbox } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { createCollection } from "@/lib/services/collections/collections";
import {
  ACCEPT_PATH,
  acceptCollectionInvitation,
  addCollectionInvite,
  deleteCollectionInvite,
  INVITE_LIFETIME_MS,
  INVITE_LINK_INVALID,
  pendingInvitesFor,
  TOO_MANY_INVITES_TODAY,
  TOO_MANY_PEOPLE,
} from "@/lib/services/collections/invites";
import type { Viewer } from "@/lib/auth/roles";
import { FIXTURE_NOW, type SearchFixture } from "../../db/search-fixture";
import { collectionFixture, INVITE_CONFIG, newMember } from "./collection-fixture";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await collectionFixture();
});
const at = (now: number) => createServiceContext(fixture.db, now);

async function ownedCollection() {
  const owner = await newMember(fixture, "owner");
  const made = await createCollection(at(FIXTURE_NOW), owner, { name: "Our next home", isPublic: false });
  if (!made.ok) throw new Error(made.message);
  return { owner, collectionId: made.collection.id };
}

/** The accept link's parameters from the newest e-mail to `to`. */
async function acceptLinkTo(to: string) {
  const rows = await fixture.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const text = rows.at(-1)?.textBody ?? "";
  const match = /(https:\/\/\S+)/.exec(text.slice(text.indexOf("Accept the invitation")));
  if (!match?.[1]) throw new Error(`no link mailed to ${to}`);
  const url = new URL(match[1]);
  expect(url.pathname).toBe(ACCEPT_PATH);
  return {
    collectionId: url.searchParams.get("collectionId")!,
    memberId: url.searchParams.get("memberId")!,
    uniqueIdentifier: url.searchParams.get("id")!,
  };
}

async function isCollaborator(collectionId: string, member: Viewer) {
  const rows = await fixture.db
    .select()
    .from(collectionContributors)
    .where(
      and(eq(collectionContributors.collectionId, collectionId), eq(collectionContributors.memberId, member.memberId)),
    );
  return rows[0]?.role === "collaborator";
}

describe("collection invitations", () => {
  it("mails a link that a member who signed up after the invitation can accept, once", async () => {
    const { owner, collectionId } = await ownedCollection();
    const invited = await addCollectionInvite(
      at(FIXTURE_NOW),
      owner,
      { collectionId, emails: [" Partner@Elsewhere.example "] },
      INVITE_CONFIG,
    );
    expect(invited).toMatchObject({ ok: true, invites: [{ email: "partner@elsewhere.example" }] });
    const link = await acceptLinkTo("partner@elsewhere.example");
    expect(link).toMatchObject({ collectionId, memberId: owner.memberId });

    const partner = await newMember(fixture, "partner"); // the account did not exist when invited
    const accepted = await acceptCollectionInvitation(at(FIXTURE_NOW + 1000), partner, link);
    expect(accepted).toMatchObject({ ok: true, collectionId, uri: `/collections/${collectionId}` });
    expect(await isCollaborator(collectionId, partner)).toBe(true);
    expect(await pendingInvitesFor(at(FIXTURE_NOW + 1000), owner, collectionId)).toEqual([]);

    const someoneElse = await newMember(fixture, "forwarded");
    expect(await acceptCollectionInvitation(at(FIXTURE_NOW + 2000), someoneElse, link)).toMatchObject({
      ok: false,
      message: INVITE_LINK_INVALID,
    });
    expect(await isCollaborator(collectionId, someoneElse)).toBe(false);
  });

  it("expires after INVITE_LIFETIME_MS", async () => {
    const { owner, collectionId } = await ownedCollection();
    await addCollectionInvite(
      at(FIXTURE_NOW),
      owner,
      { collectionId, emails: ["late@elsewhere.example"] },
      INVITE_CONFIG,
    );
    const link = await acceptLinkTo("late@elsewhere.example");
    const late = await newMember(fixture, "late");
    expect(await acceptCollectionInvitation(at(FIXTURE_NOW + INVITE_LIFETIME_MS), late, link)).toMatchObject({
      ok: false,
      message: INVITE_LINK_INVALID,
    });
    expect(await isCollaborator(collectionId, late)).toBe(false);
    // One moment earlier it would have worked.
    expect(await acceptCollectionInvitation(at(FIXTURE_NOW + INVITE_LIFETIME_MS - 1), late, link)).toMatchObject({
      ok: true,
    });
  });

  it("refuses a link with another inviter, another collection or a changed identifier, and a withdrawn one", async () => {
    const { owner, collectionId } = await ownedCollection();
    await addCollectionInvite(at(FIXTURE_NOW), owner, { collectionId, emails: ["x@elsewhere.example"] }, INVITE_CONFIG);
    const link = await acceptLinkTo("x@elsewhere.example");
    const member = await newMember(fixture, "x");
    for (const bad of [
      { ...link, memberId: member.memberId },
      { ...link, collectionId: "AAAAAAAAAAAAAAAA" },
      { ...link, uniqueIdentifier: `${link.uniqueIdentifier.slice(0, -2)}zz` },
      { ...link, uniqueIdentifier: "short" },
    ]) {
      expect(await acceptCollectionInvitation(at(FIXTURE_NOW), member, bad)).toMatchObject({
        ok: false,
        message: INVITE_LINK_INVALID,
      });
    }
    await deleteCollectionInvite(at(FIXTURE_NOW), owner, { collectionId, emails: ["x@elsewhere.example"] });
    expect(await acceptCollectionInvitation(at(FIXTURE_NOW), member, link)).toMatchObject({
      ok: false,
      message: INVITE_LINK_INVALID,
    });
    await expect(acceptCollectionInvitation(at(FIXTURE_NOW), null, link)).rejects.toMatchObject({
      failure: { code: "UNAUTHENTICATED" },
    });
  });

  it("refuses invalid addresses", async () => {
    const { owner, collectionId } = await ownedCollection();
    expect(
      await addCollectionInvite(at(FIXTURE_NOW), owner, { collectionId, emails: ["not-an-address"] }, INVITE_CONFIG),
    ).toMatchObject({ ok: false, code: "BAD_INPUT", message: "Please enter valid e-mail addresses" });
  });

  it(`holds ${COLLECTION_LIMITS.peoplePerCollection} people per collection, open invitations included`, async () => {
    const { owner, collectionId } = await ownedCollection();
    const room = COLLECTION_LIMITS.peoplePerCollection - 1; // the owner is one
    const emails = Array.from({ length: room + 1 }, (_, n) => `guest${n}@elsewhere.example`);
    const results = [];
    for (let i = 0; i < emails.length; i += COLLECTION_LIMITS.addressesPerInvite) {
      results.push(
        await addCollectionInvite(
          at(FIXTURE_NOW),
          owner,
          { collectionId, emails: emails.slice(i, i + COLLECTION_LIMITS.addressesPerInvite) },
          INVITE_CONFIG,
        ),
      );
    }
    expect(results.at(-1)).toMatchObject({ ok: false, code: "CONFLICT", message: TOO_MANY_PEOPLE });
    expect(await pendingInvitesFor(at(FIXTURE_NOW), owner, collectionId)).toHaveLength(room);
    const mails = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, emails.at(-1)!));
    expect(mails).toEqual([]); // no e-mail without its invitation
  });

  it(`holds ${COLLECTION_LIMITS.invitesPerDay} invitations a day per member, across collections`, async () => {
    const owner = await newMember(fixture, "busy");
    let sent = 0;
    let refusal: unknown;
    for (let c = 0; refusal === undefined; c++) {
      const made = await createCollection(at(FIXTURE_NOW), owner, { name: `C${c}`, isPublic: false });
      if (!made.ok) throw new Error(made.message);
      const emails = Array.from({ length: 10 }, (_, n) => `d${c}-${n}@elsewhere.example`);
      const result = await addCollectionInvite(
        at(FIXTURE_NOW),
        owner,
        { collectionId: made.collection.id, emails },
        INVITE_CONFIG,
      );
      if (result.ok) sent += emails.length;
      else refusal = result;
    }
    expect(sent).toBe(COLLECTION_LIMITS.invitesPerDay);
    expect(refusal).toMatchObject({ ok: false, message: TOO_MANY_INVITES_TODAY });
  });
});
