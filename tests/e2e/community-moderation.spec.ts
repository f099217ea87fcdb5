// Reports and moderation in the browser, end to end on the real Worker: three members report an
// answer (the first through the page's Report button, the other two from their own sessions), the
// answer disappears for visitors, and a moderator restores it from /admin/moderation with a
// reason; visitors see it again. Each run uses its own members, question and answer.

import { post, signedUpMember, type CookieJar } from "../integration/auth/client";
import { expect, test } from "./fixtures";
import { hydrated, signIn } from "./support/member";
import { signInAsStaff } from "./support/staff";
import { openLocalD1 } from "../support/local-d1";

async function graphql<T>(jar: CookieJar, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await post("/graphql", { query, variables }, jar);
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const REPORT = `mutation ($postId: ID!) { reportPost(postType: answer, postId: $postId, reason: "Rude") { ok held } }`;

test("three members report an answer, it disappears for visitors, a moderator restores it", async ({
  page,
  browser,
  axe,
}) => {
  const run = Date.now().toString(36);
  const [asker, local, first, second, third] = await Promise.all(
    ["asker", "local", "report-a", "report-b", "report-c"].map((who) => signedUpMember(`e2e-mod-${who}`)),
  );
  const { location } = await graphql<{ location: { id: string } }>(
    asker!.jar,
    `
      query {
        location(identifier: "carlton-vic-3053") {
          id
        }
      }
    `,
    {},
  );
  const { askQuestion } = await graphql<{ askQuestion: { question: { id: string; uri: string } } }>(
    asker!.jar,
    `
      mutation ($input: AskQuestionInput!) {
        askQuestion(input: $input) {
          question {
            id
            uri
          }
        }
      }
    `,
    { input: { locationId: location.id, title: `Is Lygon Street noisy at night ${run}?` } },
  );
  const answerText = `Only on Friday nights near the cafes, answer ${run}.`;
  const { answerQuestion } = await graphql<{ answerQuestion: { answer: { id: string } } }>(
    local!.jar,
    `
      mutation ($input: AnswerInput!) {
        answerQuestion(input: $input) {
          answer {
            id
          }
        }
      }
    `,
    { input: { questionId: askQuestion.question.id, body: answerText } },
  );
  const answerId = answerQuestion.answer.id;
  const questionPath = askQuestion.question.uri;

  // The first member reports it from the question page.
  await signIn(page, first!.email, first!.password);
  await page.goto(questionPath);
  await hydrated(page);
  const theAnswer = page.getByTestId("answer").filter({ hasText: answerText });
  await theAnswer.getByRole("button", { name: "Report" }).click();
  await theAnswer.getByLabel("What is wrong with it? (optional)").fill("Rude to locals");
  await axe();
  await theAnswer.getByRole("button", { name: "Send report" }).click();
  await expect(theAnswer.getByTestId("report-status")).toHaveText("Thank you: the moderators will look at it.");

  // Two more members report it; the third report holds it.
  expect(await graphql(second!.jar, REPORT, { postId: answerId })).toEqual({ reportPost: { ok: true, held: false } });
  expect(await graphql(third!.jar, REPORT, { postId: answerId })).toEqual({ reportPost: { ok: true, held: true } });

  // A visitor no longer sees it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(questionPath);
  await expect(visitor.getByTestId("question-title")).toBeVisible();
  await expect(visitor.getByText(answerText)).toHaveCount(0);

  // A moderator finds it in the queue and restores it, giving a reason.
  // The page's reporter leaves; the same browser tab signs in as a moderator.
  await page.context().clearCookies();
  const moderator = page;
  // Moderation is the moderator's only screen: signing in lands there, and no platform screen is offered.
  await signInAsStaff(moderator, `e2e-moderator-${run}`, "moderator");
  await expect(moderator).toHaveURL(/\/admin\/moderation/);
  await expect(moderator.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Moderation"]);
  await expect(moderator.getByRole("heading", { level: 1 })).toHaveText("Moderation");
  const item = moderator.getByTestId("moderation-item").filter({ hasText: answerText });
  await expect(item).toContainText("3 reports, held");
  await axe();
  await item.getByLabel("Reason").fill(`Blunt but fair, and true (${run})`);
  await item.getByRole("button", { name: "Restore" }).click();
  await expect(moderator.getByTestId("admin-done")).toHaveText("The answer is restored");
  await expect(moderator.getByTestId("moderation-item").filter({ hasText: answerText })).toHaveCount(0);
  await axe();

  // The audit trail keeps the reason, the moderator's name and their role (the audit screen is an
  // admin's, so the test reads the row itself).
  const db = openLocalD1();
  const audit = db
    .prepare(
      "SELECT actor, actor_role AS role, detail FROM platform_audit WHERE action = 'community.restore' AND detail LIKE ?",
    )
    .get(`%${run}%`) as { actor: string; role: string; detail: string } | undefined;
  db.close();
  expect(audit).toMatchObject({ actor: `Test e2e-moderator-${run}`, role: "moderator" });
  expect(JSON.parse(audit!.detail)).toMatchObject({ reason: `Blunt but fair, and true (${run})` });

  await visitor.reload();
  await expect(visitor.getByTestId("answer").filter({ hasText: answerText })).toBeVisible();
});
