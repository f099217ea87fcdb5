/**
 * A place's rating summary follows its reviews through the Worker: on a suburb nobody had
 * reviewed, a member's review shows in the summary the shared page gives a visitor, and once the
 * member deletes it the summary (through GraphQL and in the page a visitor loads next) no longer
 * counts it. The summary is computed from the visible reviews on each read and the delete purges
 * the page's shared copy, so neither may keep the deleted review.
 */
import { describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { post, signedUpMember, type CookieJar } from "./auth/client";

/**
 * A suburb no one has reviewed (and this test alone writes to): the least popular one whose name
 * the page prints as it is (letters and spaces only, nothing HTML would escape).
 */
function unreviewedSuburb(): { id: number; slug: string; name: string } {
  const d1 = openLocalD1();
  const place = d1
    .prepare(
      `SELECT id, slug, name FROM locations l WHERE type = 'suburb'
         AND name NOT GLOB '*[^A-Za-z ]*'
         AND NOT EXISTS (SELECT 1 FROM location_reviews r WHERE r.location_id = l.id AND r.visibility = 'visible')
       ORDER BY popularity, id LIMIT 1`,
    )
    .get() as { id: number; slug: string; name: string } | undefined;
  d1.close();
  expect(place, "the seed has a suburb nobody reviewed").toBeDefined();
  return place!;
}

async function graphql<T>(jar: CookieJar | undefined, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await post("/graphql", { query, variables }, jar);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { data: T; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

const SUMMARY = `query ($slug: String!) { location(identifier: $slug) { reviewSummary { count rating factors { key rating } } } }`;
type Summary = { count: number; rating: number | null; factors: { key: string; rating: number }[] };

async function summaryOf(slug: string): Promise<Summary> {
  return (await graphql<{ location: { reviewSummary: Summary } }>(undefined, SUMMARY, { slug })).location.reviewSummary;
}

/**
 * The suburb page as a visitor loads it (the shared copy when there is one), with the markers
 * React puts between adjacent pieces of text taken out.
 */
async function pageText(slug: string): Promise<string> {
  const response = await fetch(url(`/locations/${slug}`));
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe("a place's rating summary", () => {
  it("counts a member's review, and stops counting it once they delete it", async () => {
    const place = unreviewedSuburb();
    const member = await signedUpMember("summary-reviewer");
    expect(await summaryOf(place.slug)).toMatchObject({ count: 0, rating: null, factors: [] });
    // A visitor's load stores the shared copy the delete must purge.
    expect(await pageText(place.slug)).toContain(`No one has reviewed ${place.name} yet.`);

    const written = await graphql<{ writeLocationReview: { ok: boolean; review: { id: string } } }>(
      member.jar,
      `
        mutation ($input: LocationReviewInput!) {
          writeLocationReview(input: $input) {
            ok
            review {
              id
            }
          }
        }
      `,
      {
        input: {
          locationId: String(place.id),
          reviewerKind: "local",
          rating: 2,
          safety: 4,
          loves: "Quiet streets and a good bakery by the station.",
        },
      },
    );
    expect(written.writeLocationReview.ok).toBe(true);
    expect(await summaryOf(place.slug)).toMatchObject({ count: 1, rating: 2, factors: [{ key: "safety", rating: 4 }] });
    const reviewed = await pageText(place.slug);
    expect(reviewed).toContain('data-testid="review-summary"');
    expect(reviewed).toContain("from 1 review");
    expect(reviewed).not.toContain(`No one has reviewed ${place.name} yet.`);

    const deleted = await graphql<{ deletePost: { ok: boolean } }>(
      member.jar,
      `
        mutation ($postType: PostType!, $postId: ID!) {
          deletePost(postType: $postType, postId: $postId) {
            ok
          }
        }
      `,
      { postType: "review", postId: written.writeLocationReview.review.id },
    );
    expect(deleted.deletePost.ok).toBe(true);
    expect(await summaryOf(place.slug)).toMatchObject({ count: 0, rating: null, factors: [] });
    const after = await pageText(place.slug);
    expect(after).toContain(`No one has reviewed ${place.name} yet.`);
    expect(after).not.toContain('data-testid="review-summary"');
  });
});
