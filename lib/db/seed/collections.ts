/**
 * Demo members with collections, collaborators, reactions and comments, so /collections and the
 * collection pages have something to show on a fresh database. Their rows carry fixed ids
 * (`seed-…`), are replaced on every seed run and never touch members who signed up. The demo
 * members have no password: nobody signs in as them; they own public collections and appear as
 * contributors.
 */
import type { SeedWriter } from "./writer";

const MEMBERS = [
  ["seed-member-1", "olivia-nguyen", "Olivia Nguyen"],
  ["seed-member-2", "jack-wilson", "Jack Wilson"],
  ["seed-member-3", "amelia-singh", "Amelia Singh"],
  ["seed-member-4", "noah-taylor", "Noah Taylor"],
  ["seed-member-5", "isla-brown", "Isla Brown"],
  ["seed-member-6", "lucas-martin", "Lucas Martin"],
] as const;

/** [id, owner, name, public, collaborators, status type of its listings]. */
const COLLECTIONS = [
  ["seed-collection-01", 0, "Family homes near good schools", true, [1], "buy"],
  ["seed-collection-02", 0, "Saved homes", false, [], "buy"],
  ["seed-collection-03", 1, "Weekend inspections", false, [0], "buy"],
  ["seed-collection-04", 2, "First apartment", true, [3, 4], "rent"],
  ["seed-collection-05", 3, "Renovator's delights", true, [], "buy"],
  ["seed-collection-06", 4, "What sold nearby", true, [5], "sold"],
] as const;

const COMMENTS = [
  "Love the light in the living room",
  "Backyard is smaller than it looks",
  "Close to the station, worth an inspection",
  "Price seems high for the street",
  "Kitchen needs work but great bones",
  null,
] as const;

const DAY = 86_400_000;

export function seedDemoCollections(writer: SeedWriter, referenceDate: string): number {
  const now = Date.parse(`${referenceDate}T00:00:00Z`);
  writer.transaction(() => {
    for (const table of [
      "collection_reactions",
      "collection_listings",
      "collection_invites",
      "collection_contributors",
    ]) {
      writer.execute(`DELETE FROM ${table} WHERE collection_id LIKE 'seed-collection-%'`);
    }
    writer.execute("DELETE FROM collections WHERE id LIKE 'seed-collection-%'");
    writer.execute("DELETE FROM members WHERE id LIKE 'seed-member-%'");
    for (const [id, username, name] of MEMBERS) {
      writer.execute(
        "INSERT INTO members (id, username, email, name, role, created_at) VALUES (?, ?, ?, ?, 'member', ?)",
        id,
        username,
        `${username}@example.com`,
        name,
        now - 200 * DAY,
      );
    }
    COLLECTIONS.forEach(([id, ownerIndex, name, isPublic, collaborators, statusType], n) => {
      const owner = MEMBERS[ownerIndex][0];
      const created = now - (60 - n * 5) * DAY;
      writer.execute(
        "INSERT INTO collections (id, owner_id, name, is_public, is_default, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        id,
        owner,
        name,
        isPublic,
        name === "Saved homes",
        created,
        now - n * DAY,
      );
      const people = [owner, ...collaborators.map((index) => MEMBERS[index][0])];
      people.forEach((memberId, i) =>
        writer.execute(
          "INSERT OR IGNORE INTO collection_contributors (collection_id, member_id, role, joined_at) VALUES (?, ?, ?, ?)",
          id,
          memberId,
          i === 0 ? "owner" : "collaborator",
          created + i * DAY,
        ),
      );
      // The owner row comes from the trigger of migration 0013; collaborators are added here.
      // Eight listings of its kind, a different stretch of ids for each collection; added by
      // the contributors in turn.
      writer.execute(
        `INSERT INTO collection_listings (collection_id, listing_id, added_by, added_at, price_text_when_added)
         SELECT ?, id, ?, ? + id % 1000, price_text FROM listings WHERE status_type = ? AND address_hidden = 0
         ORDER BY id LIMIT 8 OFFSET ?`,
        id,
        owner,
        created,
        statusType,
        n * 8,
      );
      people
        .slice(1)
        .forEach((memberId) =>
          writer.execute(
            `UPDATE collection_listings SET added_by = ? WHERE collection_id = ? AND listing_id % ? = 0`,
            memberId,
            id,
            people.length,
          ),
        );
      people.forEach((memberId, i) =>
        writer.execute(
          `INSERT INTO collection_reactions (collection_id, listing_id, member_id, reaction_type, comment, updated_at)
           SELECT collection_id, listing_id, ?, CASE WHEN (listing_id + ?) % 3 = 0 THEN 'dislike' ELSE 'like' END,
                  CASE (listing_id + ?) % 6 ${COMMENTS.map((c, k) => `WHEN ${k} THEN ${c === null ? "NULL" : `'${c.replace(/'/g, "''")}'`}`).join(" ")} END,
                  ?
           FROM collection_listings WHERE collection_id = ? AND (listing_id + ?) % 4 <> 0`,
          memberId,
          i,
          i,
          now - i * DAY,
          id,
          i,
        ),
      );
    });
  });
  return COLLECTIONS.length;
}
