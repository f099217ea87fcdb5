// Every way into sign-in or sign-up leads back to where it started, on a phone (390 px) and on a
// desktop (1280 px), on the real Worker with the development mailbox:
// - a visitor taps a heart, is told why they are asked to sign in, creates an account, confirms it
//   from the e-mail and is back on the results with the home saved;
// - a save asked for before sign-in shows on /collections as soon as it is done, without a reload;
// - the other member-only actions say why too, and name the page to come back to;
// - someone invited to a collection signs up (or signs in) from the invitation and comes back to
//   it, and accepts.
import type { Page } from "@playwright/test";
import { post, signedUpMember, uniqueEmail } from "../integration/auth/client";
import { linkInNewestMail } from "./support/mailbox";
import { test, expect } from "./fixtures";
import { hydrated, submitSignIn } from "./support/member";

const RESULTS = "/for-sale/melbourne-vic-3000/real-estate";
const SUBURB = "/locations/carlton-vic-3053";
const PASSWORD = "wattle tram harbour";

/** The sign-in or sign-up page, with its way back and the reason it was given. */
async function expectAuthPage(page: Page, path: "/sign-in" | "/sign-up", returnTo: string, reason: string) {
  await expect(page).toHaveURL((url) => {
    return (
      url.pathname === path &&
      url.searchParams.get("returnTo") === returnTo &&
      url.searchParams.get("reason") === reason
    );
  });
}

/** Fills and sends the sign-up form, and waits for "check your e-mail". */
async function signUp(page: Page, name: string, email: string) {
  await hydrated(page);
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("sign-up-accepted")).toBeVisible();
}

/** Opens the confirmation link mailed to `email` (it must name `returnTo`) and confirms. */
async function confirmFromMail(page: Page, email: string, returnTo: string) {
  const link = await linkInNewestMail(page, email, /\/verify-email\?token=[\w-]+&returnTo=\S+/);
  expect(new URL(link, "http://x").searchParams.get("returnTo")).toBe(returnTo);
  await page.goto(link);
  await hydrated(page);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
}

/** A GraphQL call as a member signed up over HTTP. */
async function asMember<T>(jar: Parameters<typeof post>[2], query: string, variables: Record<string, unknown>) {
  const body = (await (await post("/graphql", { query, variables }, jar)).json()) as {
    data?: T;
    errors?: unknown[];
  };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${JSON.stringify(body)}`);
  return body.data;
}

/** An owner's collection with one invitation out to `email`; the invitation link from the mailbox. */
async function invitationTo(page: Page, email: string, collectionName: string) {
  const owner = await signedUpMember("e2e-return-owner");
  const { addCollections } = await asMember<{ addCollections: { ok: boolean; collections: { id: string }[] } }>(
    owner.jar,
    `mutation A($username: String!, $items: [CollectionInput!]!) { addCollections(username: $username, items: $items) { ok collections { id } } }`,
    { username: owner.member.username, items: [{ name: collectionName }] },
  );
  const collectionId = addCollections.collections[0]!.id;
  const { addCollectionInvite } = await asMember<{ addCollectionInvite: { ok: boolean } }>(
    owner.jar,
    `mutation I($id: ID!, $emails: [String!]!) { addCollectionInvite(collectionId: $id, emails: $emails) { ok } }`,
    { id: collectionId, emails: [email] },
  );
  expect(addCollectionInvite.ok).toBe(true);
  const link = await linkInNewestMail(page, email, /\/collections\/accept\?\S+/);
  return { link, collectionPath: `/collections/${collectionId}` };
}

/** On the invitation, signed in: accept, and the collection opens with this member among its people. */
async function acceptInvitation(page: Page, invitation: string, collectionPath: string, memberName: string) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === invitation);
  await hydrated(page);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page).toHaveURL((url) => url.pathname === collectionPath);
  await expect(page.getByTestId("contributors")).toContainText(memberName);
}

const SIZES = [
  { label: "phone", viewport: { width: 390, height: 844 }, hasTouch: true },
  { label: "desktop", viewport: { width: 1280, height: 800 }, hasTouch: false },
];

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width} px (${size.label})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test("a heart, sign-up and the e-mail's confirmation lead back to the results, with the home saved", async ({
      page,
      axe,
    }) => {
      test.slow(); // results page, sign-in, sign-up, the mailbox twice, back to results, collections.
      await page.goto(RESULTS);
      await hydrated(page);
      const card = page.getByTestId("listing-card").first();
      const title = await card.getByRole("heading").innerText();
      await card.getByRole("button", { name: `Save ${title}` }).click();

      await expectAuthPage(page, "/sign-in", RESULTS, "save-home");
      await expect(page.getByTestId("sign-in-reason")).toHaveText("Sign in to save this home");
      await hydrated(page);
      await axe();
      await page.getByRole("link", { name: "Create an account" }).click();
      await expectAuthPage(page, "/sign-up", RESULTS, "save-home");
      await expect(page.getByTestId("sign-up-reason")).toHaveText("Create an account to save this home");
      await axe();

      const email = uniqueEmail("e2e-heart-sign-up");
      await signUp(page, "Harper Heart", email);
      await confirmFromMail(page, email, RESULTS);

      // Back on the results, signed in, and the home tapped before signing up is saved.
      await expect(page).toHaveURL((url) => url.pathname === RESULTS);
      await expect(page.getByTestId("member-menu")).toContainText("Harper Heart");
      const heart = page
        .getByTestId("listing-card")
        .filter({ hasText: title })
        .first()
        .getByRole("button", { name: `Save ${title}` });
      await expect(heart).toHaveAttribute("aria-pressed", "true");

      await page.goto("/collections");
      await expect(page.getByTestId("collection-card").filter({ hasText: "Saved homes" })).toContainText("1 home");
    });

    test("a save asked for before sign-in shows on /collections once it is done, without a reload", async ({
      page,
    }) => {
      const member = await signedUpMember("e2e-pending-collections");
      await page.goto(RESULTS);
      await hydrated(page);
      const card = page.getByTestId("listing-card").first();
      const title = await card.getByRole("heading").innerText();
      await card.getByRole("button", { name: `Save ${title}` }).click();
      await expectAuthPage(page, "/sign-in", RESULTS, "save-home");

      // Straight to the collections instead: asked to sign in for them, then there.
      await page.goto("/collections");
      await expectAuthPage(page, "/sign-in", "/collections", "collections");
      await expect(page.getByTestId("sign-in-reason")).toHaveText("Sign in to see your collections");
      await hydrated(page);
      // Set on this document: still there at the end means the list changed without a reload.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await submitSignIn(page, member.email, member.password);
      await expect(page).toHaveURL((url) => url.pathname === "/collections");
      await expect(page.getByTestId("collection-card").filter({ hasText: "Saved homes" })).toContainText("1 home");
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });

    test("the other member-only actions say why, and name the page to come back to", async ({ page, request }) => {
      test.slow(); // six pages, each with a sign-in page after it.
      const visit = async (path: string) => {
        await page.goto(path);
        await hydrated(page);
      };
      const expectReason = async (returnTo: string, reason: string, text: string) => {
        await expectAuthPage(page, "/sign-in", returnTo, reason);
        await expect(page.getByTestId("sign-in-reason")).toHaveText(text);
      };

      await visit(RESULTS);
      await page.getByRole("button", { name: "Save search" }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
      const searchReturn = new URL(page.url()).searchParams.get("returnTo") ?? "";
      expect(new URL(searchReturn, "http://x").pathname).toBe(RESULTS);
      await expectReason(searchReturn, "save-search", "Sign in to save this search");

      const agent = (await (await request.get("/api/v1/agent/300001")).json()) as { username: string };
      const profile = `/real-estate-agency/agent/${agent.username}`;
      await visit(profile);
      await page.getByRole("button", { name: /^Follow / }).click();
      await expectReason(profile, "follow-agent", "Sign in to follow this agent");
      await visit(profile);
      await page.getByRole("link", { name: /^Sign in to review / }).click();
      await expectReason(profile, "review-agent", "Sign in to review this agent");

      await visit(SUBURB);
      await page.getByRole("button", { name: /^Follow / }).click();
      await expectReason(SUBURB, "follow-location", "Sign in to follow this place");
      await visit(SUBURB);
      await page.getByRole("link", { name: /^Sign in to review / }).click();
      await expectReason(SUBURB, "review-location", "Sign in to review this place");

      await visit(`${SUBURB}/questions`);
      await page.getByRole("link", { name: "Sign in to ask a question" }).click();
      await expectReason(`${SUBURB}/questions`, "ask", "Sign in to ask a question");

      await visit("/questions");
      await page.getByTestId("question-summary").first().getByRole("link").first().click();
      await expect(page).toHaveURL(/\/questions\//);
      const question = new URL(page.url()).pathname;
      await hydrated(page);
      await page.getByRole("link", { name: "Sign in to answer" }).click();
      await expectReason(question, "answer", "Sign in to answer this question");
      await visit(question);
      await page.getByTestId("follow-question").click();
      await expectReason(question, "follow-question", "Sign in to follow this question");
    });

    test("invited, a new person signs up from the invitation, confirms, comes back to it and joins", async ({
      page,
      axe,
    }) => {
      test.slow(); // an owner over HTTP, the invitation, sign-up, the confirmation, accepting.
      const email = uniqueEmail("e2e-invited-sign-up");
      const { link, collectionPath } = await invitationTo(page, email, "Planning together");
      await page.goto(link);
      await hydrated(page);
      await page.getByRole("link", { name: "Create an account" }).click();
      await expectAuthPage(page, "/sign-up", link, "invite");
      await expect(page.getByTestId("sign-up-reason")).toHaveText(
        "Create an account to join the collection you were invited to",
      );
      await axe();
      await signUp(page, "Indigo Invited", email);
      await confirmFromMail(page, email, link);
      await acceptInvitation(page, link, collectionPath, "Indigo Invited");
      await axe();
    });

    test("invited, a member signs in from the invitation, comes back to it and joins", async ({ page }) => {
      const member = await signedUpMember("e2e-invited-sign-in");
      const { link, collectionPath } = await invitationTo(page, member.email, "Planning together");
      await page.goto(link);
      await hydrated(page);
      await page.getByRole("link", { name: "Sign in to accept" }).click();
      await expectAuthPage(page, "/sign-in", link, "invite");
      await expect(page.getByTestId("sign-in-reason")).toHaveText("Sign in to join the collection you were invited to");
      await submitSignIn(page, member.email, member.password);
      await acceptInvitation(page, link, collectionPath, "Test e2e-invited-sign-in");
    });
  });
}
