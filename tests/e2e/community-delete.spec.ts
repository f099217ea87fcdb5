// Members delete their own posts in the browser, end to end on the real Worker: a review and a
// comment on the suburb page, an answer and a question on the question page. Each delete asks to
// confirm first, works from the keyboard (focus goes to "Yes, delete", back to "Delete" on "Keep
// it", and to a notice once the post is gone), and the post leaves the page and the shared copy
// others read. Another member is offered "Report", never "Delete". Each test uses its own members.

import { signedUpMember } from "../integration/auth/client";
import { expect, test } from "./fixtures";
import { hydrated, signIn, signedInPage } from "./support/member";

const SUBURB = "/locations/carlton-vic-3053";

test("a member deletes their comment and their review of a suburb, by keyboard, after confirming", async ({
  page,
  browser,
  axe,
}) => {
  const author = await signedUpMember("e2e-delete-reviewer");
  const reader = await signedUpMember("e2e-delete-reader");
  const token = `gone-${Date.now().toString(36)}`;

  await signIn(page, author.email, author.password);
  await page.goto(SUBURB);
  await hydrated(page);
  const form = page.getByTestId("location-review-form");
  await form.getByRole("radio", { name: "A visitor" }).check();
  await form.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "3 stars" }).check();
  await form.getByLabel("What you love").fill(`The ${token} market on Saturdays and the old trees.`);
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByTestId("location-review-saved")).toHaveText(/your review of Carlton is published/);

  // A fresh load: the page is the shared one, the member's "Delete" comes from the browser.
  await page.reload();
  await hydrated(page);
  const review = page.getByTestId("location-review").filter({ hasText: token });
  await expect(review.getByRole("button", { name: "Delete", exact: true })).toBeVisible();
  await expect(review.getByRole("button", { name: "Report" })).toHaveCount(0);

  await review.getByRole("button", { name: "Comment" }).click();
  await review.getByLabel("Your comment").fill(`A note on ${token} I will take back.`);
  await review.getByRole("button", { name: "Post comment" }).click();
  const comment = review.getByTestId("comment");
  await expect(comment).toContainText(`A note on ${token}`);

  // Another member sees the review with "Report" and no "Delete".
  const other = await signedInPage(browser, reader.email, reader.password);
  await other.goto(SUBURB);
  await hydrated(other);
  const theirView = other.getByTestId("location-review").filter({ hasText: token });
  await expect(theirView.getByRole("button", { name: "Report" })).toBeVisible();
  await expect(theirView.getByTestId("comment")).toHaveCount(1);
  await expect(theirView.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);

  // The comment: Delete, confirm.
  await comment.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(comment.getByTestId("delete-confirm")).toContainText("Delete your comment? This cannot be undone.");
  await expect(comment.getByRole("button", { name: "Yes, delete" })).toBeFocused();
  await axe();
  await comment.getByRole("button", { name: "Yes, delete" }).click();
  await expect(review.getByTestId("comment")).toHaveCount(0);
  await expect(review.getByTestId("post-deleted")).toHaveText("Your comment was deleted.");
  await expect(review.getByTestId("post-deleted")).toBeFocused();

  // The review, by keyboard: "Keep it" changes nothing and gives focus back to "Delete".
  const remove = review.getByRole("button", { name: "Delete", exact: true });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(review.getByRole("button", { name: "Yes, delete" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(review.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(remove).toBeFocused();
  await expect(review).toHaveCount(1);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("location-review").filter({ hasText: token })).toHaveCount(0);
  await expect(page.getByTestId("post-deleted")).toHaveText("Your review was deleted.");
  await expect(page.getByTestId("post-deleted")).toBeFocused();
  // The form forgets the deleted review and offers a new one.
  await expect(form.getByRole("heading", { name: /^Review Carlton/ })).toBeVisible();
  await axe();

  // Gone for the other member too once they load the page again (the shared copy was purged).
  await other.reload();
  await hydrated(other);
  await expect(other.getByTestId("location-review").filter({ hasText: token })).toHaveCount(0);
});

test("the asker deletes their answer and then their question; the question's page is gone", async ({
  page,
  axe,
  consoleErrors,
}) => {
  const asker = await signedUpMember("e2e-delete-asker");
  const title = `Is street parking in Carlton hard to find ${Date.now().toString(36)}?`;

  await signIn(page, asker.email, asker.password);
  await page.goto(`${SUBURB}/questions`);
  await hydrated(page);
  const ask = page.getByTestId("ask-form");
  await ask.getByLabel("Your question").fill(title);
  await ask.getByRole("button", { name: "Ask the locals" }).click();
  await expect(page).toHaveURL(/\/questions\/\d+-is-street-parking-in-carlton-hard-to-find-/);
  const questionPath = new URL(page.url()).pathname;
  await hydrated(page);

  const answerText = "Answering myself: resident permits help, visitors get two hours.";
  await page.getByTestId("answer-form").getByLabel("Your answer").fill(answerText);
  await page.getByRole("button", { name: "Post answer" }).click();
  const answer = page.getByTestId("answer");
  await expect(answer.getByTestId("answer-body")).toHaveText(answerText);

  await answer.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(answer.getByTestId("delete-confirm")).toContainText("Delete your answer?");
  await answer.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByTestId("answer")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No answers yet" })).toBeVisible();
  await expect(page.getByTestId("post-deleted")).toBeFocused();

  // The question itself, from its header; the asker lands on the place's questions.
  const header = page.getByTestId("question-page").locator("header");
  await header.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(header.getByRole("button", { name: "Yes, delete" })).toBeFocused();
  await axe();
  await header.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page).toHaveURL(new RegExp(`${SUBURB}/questions$`));
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  // The browser logs the 404 it is asked to load.
  consoleErrors.allow(/status of 404 \(Not Found\) \(at .*\/questions\/\d+-is-street-parking/);
  const gone = await page.goto(questionPath);
  expect(gone?.status()).toBe(404);
});
