// Reviews of suburbs and streets on real SQL (node:sqlite with the real migrations): one review per
// member per place (edited in place, also when two are sent at once), helpful marks that repeats
// and parallel requests cannot inflate, the rating summary, sorting and filters, the posting limit.
import { beforeEach, describe, expect, it } from "vitest";
import { alertTestDatabase, PLACES, viewer } from "../alerts/alert-test-db";
import type { Database } from "@/lib/db/database";
import { locationReviews } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import {
  getLocationReviews,
  getLocationReviewSummary,
  getMyLocationReview,
  setReviewHelpful,
  writeLocationReview,
} from "@/lib/services/community/location-reviews";
import { commentOnPost } from "@/lib/services/community/comments";
import { deleteOwnPost } from "@/lib/services/community/moderation";
import { FailureError } from "@/lib/services/result";
import { COMMUNITY_RATE_LIMITS } from "@/lib/community/limits";

let db: Database;
const NOW = Date.UTC(2026, 10, 24);
let clock = NOW;
const ctx = () => createServiceContext(db, clock);
const loves = "Quiet streets, the beach at the end of the road and friendly neighbours.";
const review = (extra: Record<string, unknown> = {}) => ({
  locationId: PLACES.bondi.id,
  reviewerKind: "local",
  rating: 4,
  loves,
  ...extra,
});

beforeEach(async () => {
  db = await alertTestDatabase();
  clock = NOW;
});

describe("writing a review of a place", () => {
  it("stores one review per member per place and edits it in place", async () => {
    const first = await writeLocationReview(ctx(), viewer("a"), review({ safety: 5, considerations: "Parking." }));
    expect(first).toMatchObject({
      ok: true,
      pageUri: "/locations/bondi-nsw-2026",
      review: { rating: 4, reviewerKind: "local", factors: [{ key: "safety", label: "Safety", rating: 5 }] },
    });
    clock += 60_000;
    const edited = await writeLocationReview(ctx(), viewer("a"), review({ rating: 2, reviewerKind: "visitor" }));
    expect(edited.ok && first.ok && edited.review.id).toBe(first.ok && first.review.id);
    expect(edited).toMatchObject({ review: { rating: 2, reviewerKind: "visitor", factors: [], considerations: "" } });
    expect(await db.select().from(locationReviews)).toHaveLength(1);
    expect(await getMyLocationReview(ctx(), viewer("a"), PLACES.bondi.id)).toMatchObject({ rating: 2 });
    expect(await getMyLocationReview(ctx(), null, PLACES.bondi.id)).toBeNull();
  });

  it("brings a review its author deleted back when they write it again; a removed one stays removed", async () => {
    const first = await writeLocationReview(ctx(), viewer("a"), review());
    if (!first.ok) throw new Error(first.message);
    expect(await deleteOwnPost(ctx(), viewer("a"), { postType: "review", postId: first.review.id })).toMatchObject({
      ok: true,
    });
    expect(await getMyLocationReview(ctx(), viewer("a"), PLACES.bondi.id)).toBeNull();
    clock += 60_000;
    const again = await writeLocationReview(ctx(), viewer("a"), review({ rating: 3 }));
    expect(again).toMatchObject({ ok: true, review: { id: first.review.id, rating: 3 } });
    expect(await getMyLocationReview(ctx(), viewer("a"), PLACES.bondi.id)).toMatchObject({ rating: 3 });
    const listed = await getLocationReviews(ctx(), null, { locationId: PLACES.bondi.id });
    expect(listed.ok && listed.reviews.map((shown) => shown.id)).toEqual([first.review.id]);

    await db.update(locationReviews).set({ visibility: "removed" });
    clock += 60_000;
    await writeLocationReview(ctx(), viewer("a"), review({ rating: 5 }));
    const [stored] = await db.select().from(locationReviews);
    expect(stored).toMatchObject({ visibility: "removed", rating: 3 });
  });

  it("keeps one review when the same member sends two at once", async () => {
    const results = await Promise.all([
      writeLocationReview(ctx(), viewer("a"), review({ rating: 5 })),
      writeLocationReview(ctx(), viewer("a"), review({ rating: 1 })),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await db.select().from(locationReviews)).toHaveLength(1);
  });

  it("refuses visitors, places that are not a suburb or street, and input a person should fix", async () => {
    await expect(writeLocationReview(ctx(), null, review())).rejects.toBeInstanceOf(FailureError);
    expect(await writeLocationReview(ctx(), viewer("a"), review({ locationId: PLACES.nsw.id }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Only suburbs and streets can be reviewed.",
    });
    expect(
      await writeLocationReview(ctx(), viewer("a"), review({ locationId: PLACES.campbellParade.id })),
    ).toMatchObject({ ok: true });
    for (const [input, message] of [
      [review({ rating: 0 }), "Rate the place overall from 1 to 5 stars"],
      [review({ safety: 6 }), "Rate safety from 1 to 5 stars"],
      [review({ reviewerKind: "owner" }), "Say whether you are a local, a visitor or an agent"],
      [review({ loves: "Nice" }), "Write at least 20 characters about what you love"],
      [review({ loves: "x".repeat(2_001) }), "Keep what you love under 2,000 characters"],
    ] as const) {
      expect(await writeLocationReview(ctx(), viewer("b"), input)).toMatchObject({ code: "BAD_INPUT", message });
    }
  });

  it("limits how fast a member posts, atomically under parallel requests", async () => {
    const { max } = COMMUNITY_RATE_LIMITS.postsPerMinute;
    const places = [PLACES.bondi.id, PLACES.coogee.id, PLACES.campbellParade.id];
    const results = await Promise.all(
      Array.from({ length: max + 3 }, (_, i) =>
        writeLocationReview(ctx(), viewer(`w${i % 1}`), review({ locationId: places[i % places.length] })),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(max);
    expect(results.find((result) => !result.ok)).toMatchObject({ code: "RATE_LIMITED" });
  });
});

describe("helpful marks", () => {
  async function reviewId() {
    const written = await writeLocationReview(ctx(), viewer("author"), review());
    if (!written.ok) throw new Error(written.message);
    return written.review.id;
  }

  it("counts one mark per member, however often and however parallel it is sent", async () => {
    const id = await reviewId();
    const repeats = await Promise.all(
      Array.from({ length: 8 }, () => setReviewHelpful(ctx(), viewer("reader"), { reviewId: id }, true)),
    );
    expect(repeats.every((result) => result.ok)).toBe(true);
    const others = await Promise.all(
      ["b", "c", "d"].map((m) => setReviewHelpful(ctx(), viewer(m), { reviewId: String(id) }, true)),
    );
    expect(others.at(-1)).toMatchObject({ ok: true });
    const [row] = await db.select().from(locationReviews);
    expect(row!.helpfulCount).toBe(4);
    const undone = await Promise.all([
      setReviewHelpful(ctx(), viewer("reader"), { reviewId: id }, false),
      setReviewHelpful(ctx(), viewer("reader"), { reviewId: id }, false),
    ]);
    expect(undone.map((result) => result.ok && result.helpfulCount)).toEqual([3, 3]);
  });

  it("refuses one's own review, unknown reviews and visitors", async () => {
    const id = await reviewId();
    expect(await setReviewHelpful(ctx(), viewer("author"), { reviewId: id }, true)).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await setReviewHelpful(ctx(), viewer("b"), { reviewId: 999 }, true)).toMatchObject({ code: "NOT_FOUND" });
    await expect(setReviewHelpful(ctx(), null, { reviewId: id }, true)).rejects.toBeInstanceOf(FailureError);
  });
});

describe("reading a place's reviews", () => {
  it("summarises visible reviews and lists them sorted and filtered, 5 a page, with comments", async () => {
    for (const [i, rating, kind] of [
      [1, 5, "local"],
      [2, 4, "local"],
      [3, 1, "visitor"],
      [4, 3, "agent"],
      [5, 5, "local"],
      [6, 2, "visitor"],
    ] as const) {
      clock = NOW + i * 86_400_000;
      await writeLocationReview(ctx(), viewer(`m${i}`), review({ rating, reviewerKind: kind, safety: rating }));
    }
    const summary = await getLocationReviewSummary(ctx(), PLACES.bondi.id);
    // (5 + 4 + 1 + 3 + 5 + 2) / 6 = 3.33…
    expect(summary).toMatchObject({ count: 6, rating: 3.3, factors: [{ key: "safety", rating: 3.3 }] });

    const recent = await getLocationReviews(ctx(), null, { locationId: PLACES.bondi.id });
    expect(recent).toMatchObject({ ok: true, total: 6, pageCount: 2, page: 1 });
    expect(recent.ok && recent.reviews.map((r) => r.authorName)).toEqual(["m6", "m5", "m4", "m3", "m2"]);
    const lowest = await getLocationReviews(ctx(), null, { locationId: PLACES.bondi.id, sort: "lowest" });
    expect(lowest.ok && lowest.reviews.map((r) => r.rating)).toEqual([1, 2, 3, 4, 5]);
    const locals = await getLocationReviews(ctx(), null, { locationId: PLACES.bondi.id, reviewerKind: "local" });
    expect(locals.ok && locals.reviews.map((r) => r.reviewerKind)).toEqual(["local", "local", "local"]);
    const good = await getLocationReviews(ctx(), null, { locationId: PLACES.bondi.id, minRating: 4 });
    expect(good).toMatchObject({ total: 3 });
    // The last day, counted from the newest (day 6): days 5 and 6.
    const lastTwoDays = await getLocationReviews(ctx(), null, { locationId: PLACES.bondi.id, recentDays: 1 });
    expect(lastTwoDays.ok && lastTwoDays.reviews.map((r) => r.authorName)).toEqual(["m6", "m5"]);
    const second = await getLocationReviews(ctx(), null, { locationId: PLACES.bondi.id, page: 2 });
    expect(second.ok && second.reviews.map((r) => r.authorName)).toEqual(["m1"]);
    expect(await getLocationReviews(ctx(), null, { locationId: PLACES.bondi.id, sort: "best" })).toMatchObject({
      code: "BAD_INPUT",
      message: "Sort by recent, highest, lowest or helpful",
    });

    const target = recent.ok ? recent.reviews[0]!.id : 0;
    const comment = await commentOnPost(ctx(), viewer("m1"), {
      parentType: "review",
      parentId: target,
      body: "So true!",
    });
    expect(comment).toMatchObject({ ok: true, pageUri: "/locations/bondi-nsw-2026", comment: { body: "So true!" } });
    const withComment = await getLocationReviews(ctx(), null, { locationId: PLACES.bondi.id });
    expect(withComment.ok && withComment.reviews[0]).toMatchObject({
      commentCount: 1,
      comments: [{ body: "So true!" }],
    });
    expect(
      await commentOnPost(ctx(), viewer("m1"), { parentType: "review", parentId: 999, body: "Hi there" }),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});
