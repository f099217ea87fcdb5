// Locals' reviews of a suburb in the browser, end to end on the real Worker: a member reviews a
// suburb (overall, factors, what they love and what to consider, as a local) and edits it; a
// second member finds it on the suburb page, marks it helpful (and can take it back) and comments.
// Each run uses its own members, so runs and parallel tests never share a review.

import { signedUpMember } from "../integration/auth/client";
import { expect, test } from "./fixtures";
import { hydrated, signIn, signedInPage } from "./support/member";

const SUBURB = "/locations/carlton-vic-3053";

test("a member reviews a suburb and edits it; another marks it helpful and comments", async ({
  page,
  browser,
  axe,
}) => {
  const author = await signedUpMember("e2e-review-author");
  const reader = await signedUpMember("e2e-review-reader");
  const token = `tram-${Date.now().toString(36)}`;
  const loves = `Leafy streets, the ${token} stop at the door and great cafes on Lygon Street.`;

  await signIn(page, author.email, author.password);
  await page.goto(SUBURB);
  await hydrated(page);
  const form = page.getByTestId("location-review-form");
  await expect(form.getByRole("heading", { name: /^Review Carlton/ })).toBeVisible();
  await form.getByRole("radio", { name: "A local" }).check();
  await form.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "4 stars" }).check();
  await form.getByLabel("Safety (optional)").selectOption("5");
  await form.getByLabel("Transport (optional)").selectOption("3");
  await form.getByLabel("What you love").fill(loves);
  await form.getByLabel("What to consider (optional)").fill("Parking is hard to find on weekends.");
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByTestId("location-review-saved")).toHaveText(/your review of Carlton is published/);

  const mine = page.getByTestId("location-review").filter({ hasText: token });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Overall: 4 out of 5");
  await expect(mine).toContainText("Safety 5/5 · Transport 3/5");
  await expect(mine).toContainText("Local");
  // No helpful marks on one's own review.
  await expect(mine.getByTestId("helpful-button")).toBeDisabled();
  await axe();

  // The form now edits the one review: a second publish replaces it, not adds one.
  await page.reload();
  await hydrated(page);
  await expect(form.getByRole("heading", { name: /^Edit your review of Carlton/ })).toBeVisible();
  await expect(form.getByLabel("What you love")).toHaveValue(loves);
  await form.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "5 stars" }).check();
  await form.getByRole("button", { name: "Update review" }).click();
  await expect(page.getByTestId("location-review-saved")).toHaveText(/is updated/);
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Overall: 5 out of 5");

  // A second member reads it on the suburb page (a full page load), marks it helpful and comments.
  const other = await signedInPage(browser, reader.email, reader.password);
  await other.goto(SUBURB);
  await hydrated(other);
  const review = other.getByTestId("location-review").filter({ hasText: token });
  await expect(review).toHaveCount(1);
  await expect(review.getByTestId("review-loves")).toHaveText(loves);
  const helpful = review.getByTestId("helpful-button");
  await expect(helpful).toHaveText("Helpful (0)");
  await helpful.click();
  await expect(helpful).toHaveAttribute("aria-pressed", "true");
  await expect(helpful).toHaveText("Helpful (1)");
  await helpful.click();
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  await expect(helpful).toHaveText("Helpful (0)");
  await helpful.click();
  await expect(helpful).toHaveText("Helpful (1)");

  await review.getByRole("button", { name: "Comment" }).click();
  await review.getByLabel("Your comment").fill("Agreed, the trams are a big plus.");
  await review.getByRole("button", { name: "Post comment" }).click();
  await expect(review.getByTestId("comment")).toHaveText(/Agreed, the trams are a big plus\./);
  await axe();

  // The author sees the mark and the comment once they reload (their write purged the shared copy).
  await other.reload();
  await hydrated(other);
  await expect(review.getByTestId("helpful-button")).toHaveAttribute("aria-pressed", "true");
  await expect(review.getByTestId("helpful-button")).toHaveText("Helpful (1)");
  await expect(review.getByTestId("comment")).toHaveCount(1);
});
