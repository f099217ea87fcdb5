// Q&A in the browser, end to end on the real Worker: a member asks about a suburb from its
// questions page (and follows the question by asking), a second member answers, the asker gets the
// e-mail in the development mailbox, follows its link back, votes the answer up and marks it best.
// The header's Q&A link leads to the index. Each run uses its own members and question.

import { signedUpMember } from "../integration/auth/client";
import { linkInNewestMail } from "./support/mailbox";
import { expect, test } from "./fixtures";
import { hydrated, signIn, signedInPage } from "./support/member";

test("ask about a suburb, a second member answers, the asker is mailed and marks it best", async ({
  page,
  browser,
  axe,
}) => {
  const asker = await signedUpMember("e2e-qna-asker");
  const local = await signedUpMember("e2e-qna-local");
  const title = `Which primary school zones cover Carlton north ${Date.now().toString(36)}?`;

  // The header's Q&A link resolves to the index.
  await signIn(page, asker.email, asker.password);
  await page.getByRole("link", { name: "Q&A", exact: true }).first().click();
  await expect(page).toHaveURL(/\/questions$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Q&A: ask the locals");
  await hydrated(page);
  await axe();

  await page.goto("/locations/carlton-vic-3053/questions");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Questions about Carlton/);
  const form = page.getByTestId("ask-form");
  await form.getByLabel("Your question").fill(title);
  await form.getByLabel("Details (optional)").fill("We are moving in March with two kids.");
  await axe();
  await form.getByRole("button", { name: "Ask the locals" }).click();
  await expect(page).toHaveURL(/\/questions\/\d+-which-primary-school-zones-cover-carlton-north-/);
  const questionPath = new URL(page.url()).pathname;
  await expect(page.getByTestId("question-title")).toHaveText(title);
  await hydrated(page);
  // Asking follows the question.
  await expect(page.getByTestId("follow-question")).toHaveText("Following this question");
  await expect(page.getByRole("heading", { name: "No answers yet" })).toBeVisible();

  // A second member answers on the question's page.
  const other = await signedInPage(browser, local.email, local.password);
  await other.goto(questionPath);
  await hydrated(other);
  await expect(other.getByTestId("follow-question")).toHaveText("Follow this question");
  const answer = "Most of Carlton North is in the Princes Hill Primary zone; check the state's zone finder.";
  await other.getByTestId("answer-form").getByLabel("Your answer").fill(answer);
  await other.getByRole("button", { name: "Post answer" }).click();
  await expect(other.getByTestId("answer").getByTestId("answer-body")).toHaveText(answer);
  // One cannot vote on one's own answer.
  await other.getByRole("button", { name: "Vote up" }).click();
  await expect(other.getByTestId("answers-error")).toHaveText("You cannot vote on your own answer.");
  await axe();

  // The asker is told by e-mail and follows its link back.
  const link = await linkInNewestMail(page, asker.email, /\/questions\/\d+-[a-z0-9-]+/);
  expect(link).toBe(questionPath);
  await page.goto(link);
  await hydrated(page);
  const theAnswer = page.getByTestId("answer");
  await expect(theAnswer.getByTestId("answer-body")).toHaveText(answer);
  await theAnswer.getByRole("button", { name: "Vote up" }).click();
  await expect(theAnswer.getByTestId("answer-score")).toHaveText("1 vote");
  await expect(theAnswer.getByRole("button", { name: "Vote up" })).toHaveAttribute("aria-pressed", "true");
  await theAnswer.getByRole("button", { name: "Mark as best answer" }).click();
  await expect(theAnswer.getByTestId("best-answer")).toHaveText("Best answer");
  await axe();

  // Everyone sees the choice and the vote (the page is read fresh).
  await other.reload();
  await hydrated(other);
  await expect(other.getByTestId("answer").getByTestId("best-answer")).toBeVisible();
  await expect(other.getByTestId("answer").getByTestId("answer-score")).toHaveText("1 vote");
  // And the answer is not offered to the answerer as theirs to choose.
  await expect(other.getByRole("button", { name: "Mark as best answer" })).toHaveCount(0);
});
