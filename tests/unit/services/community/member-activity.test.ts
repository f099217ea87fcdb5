// A member's activity on their profile, on real SQL: their reviews, questions and answers newest
// first with the product's activity item types, and only what the viewer may see (their own held
// answer for them, marked; nothing of it for visitors or other members).
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { alertTestDatabase, PLACES, viewer } from "../alerts/alert-test-db";
import type { Database } from "@/lib/db/database";
import { answers, members } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { answerQuestion, askQuestion } from "@/lib/services/community/questions";
import { writeLocationReview } from "@/lib/services/community/location-reviews";
import { getMemberActivity } from "@/lib/services/community/member-activity";

let db: Database;
const NOW = Date.UTC(2026, 10, 24);
let clock = NOW;
const ctx = () => createServiceContext(db, clock);
const mail = { siteUrl: "https://homefront.example", mailFrom: "Homefront <no-reply@homefront.example>" };

beforeEach(async () => {
  db = await alertTestDatabase();
  clock = NOW;
  for (const id of ["asker", "local", "other"])
    await db.insert(members).values({
      id,
      username: id,
      email: `${id}@example.com`,
      name: `Member ${id}`,
      createdAt: NOW - 30 * 86_400_000,
      emailVerifiedAt: NOW - 30 * 86_400_000,
    });
});

describe("member activity", () => {
  it("lists reviews, questions and answers newest first, and hides a held answer from all but its author", async () => {
    clock += 61_000;
    const reviewed = await writeLocationReview(ctx(), viewer("local"), {
      locationId: PLACES.bondi.id,
      reviewerKind: "local",
      rating: 4,
      loves: "The beach at dawn and the buses to the city.",
    });
    expect(reviewed.ok).toBe(true);
    clock += 61_000;
    const asked = await askQuestion(ctx(), viewer("local"), {
      locationId: PLACES.coogee.id,
      title: "Is Coogee quiet on weekdays?",
    });
    if (!asked.ok) throw new Error(asked.message);
    clock += 61_000;
    const other = await askQuestion(ctx(), viewer("asker"), {
      locationId: PLACES.bondi.id,
      title: "Where do locals park in Bondi?",
    });
    if (!other.ok) throw new Error(other.message);
    clock += 61_000;
    const answered = await answerQuestion(
      ctx(),
      viewer("local"),
      { questionId: other.question.id, body: "The streets behind Curlewis Street." },
      mail,
    );
    if (!answered.ok) throw new Error(answered.message);

    const seen = await getMemberActivity(ctx(), null, "local");
    expect(seen.map((item) => [item.type, item.headline])).toEqual([
      ["AnsweredAQuestion", "Answered a question about Bondi, NSW 2026"],
      ["AskedAQuestion", "Asked about Coogee, NSW 2034"],
      ["ReviewedALocation", "Reviewed Bondi, NSW 2026"],
    ]);
    expect(seen[0]).toMatchObject({ uri: other.question.uri, visibilityNote: null });
    expect(seen[2]).toMatchObject({ rating: 4, uri: "/locations/bondi-nsw-2026" });

    await db.update(answers).set({ visibility: "held" }).where(eq(answers.id, answered.answer.id));
    for (const who of [null, viewer("other")])
      expect((await getMemberActivity(ctx(), who, "local")).map((item) => item.type)).toEqual([
        "AskedAQuestion",
        "ReviewedALocation",
      ]);
    const own = await getMemberActivity(ctx(), viewer("local"), "local");
    expect(own[0]).toMatchObject({
      type: "AnsweredAQuestion",
      visibilityNote: expect.stringMatching(/^Held for review/),
    });
    // Deleted is gone for everyone, the author included.
    await db.update(answers).set({ visibility: "deleted" }).where(eq(answers.id, answered.answer.id));
    expect((await getMemberActivity(ctx(), viewer("local"), "local")).map((item) => item.type)).toEqual([
      "AskedAQuestion",
      "ReviewedALocation",
    ]);
  });
});
