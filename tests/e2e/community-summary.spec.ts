// The rating summary on a suburb's page follows the member's own changes without a reload: on a
// suburb nobody had reviewed, publishing a review shows it in the summary, and deleting it takes
// it out again, on the page the member is looking at (the list and the summary are asked for
// together in the browser). Its own suburb and member, so nothing else in the run changes them.

import { signedUpMember } from "../integration/auth/client";
import { openLocalD1 } from "../support/local-d1";
import { expect, test } from "./fixtures";
import { hydrated, signIn } from "./support/member";

/** The second least popular suburb nobody reviewed (the integration test takes the first). */
function unreviewedSuburb(): { slug: string; name: string } {
  const d1 = openLocalD1();
  const place = d1
    .prepare(
      `SELECT slug, name FROM locations l WHERE type = 'suburb'
         AND name NOT GLOB '*[^A-Za-z ]*'
         AND NOT EXISTS (SELECT 1 FROM location_reviews r WHERE r.location_id = l.id AND r.visibility = 'visible')
       ORDER BY popularity, id LIMIT 1 OFFSET 1`,
    )
    .get() as { slug: string; name: string } | undefined;
  d1.close();
  if (!place) throw new Error("the seed has no suburb nobody reviewed");
  return place;
}

test("the summary counts the member's review as they publish it and drops it as they delete it", async ({
  page,
  axe,
}) => {
  const place = unreviewedSuburb();
  const author = await signedUpMember("e2e-summary-reviewer");
  await signIn(page, author.email, author.password);
  await page.goto(`/locations/${place.slug}`);
  await hydrated(page);
  const section = page.getByTestId("location-reviews-section");
  await expect(section.getByText(`No one has reviewed ${place.name} yet.`)).toBeVisible();

  const form = page.getByTestId("location-review-form");
  await form.getByRole("radio", { name: "A local" }).check();
  await form.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "4 stars" }).check();
  await form.getByLabel("What you love").fill("The river walk at dusk and the bakery on the corner.");
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByTestId("location-review-saved")).toBeVisible();
  const summary = section.getByTestId("review-summary");
  await expect(summary).toContainText("from 1 review");
  await expect(summary).toContainText("4.0");

  const review = page.getByTestId("location-review").filter({ hasText: "The river walk at dusk" });
  await review.getByRole("button", { name: "Delete", exact: true }).click();
  await review.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByTestId("post-deleted")).toHaveText("Your review was deleted.");
  await expect(summary).toHaveCount(0);
  await expect(section.getByText(`No one has reviewed ${place.name} yet.`)).toBeVisible();
  await axe();
});
