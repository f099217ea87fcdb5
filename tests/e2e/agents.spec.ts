// Agents as a visitor meets them: from a listing's agent to the agent's profile (their figures,
// listings and reviews), on to the office, and the finder from the header.

import { signedUpMember, testClientAddress } from "../integration/auth/client";
import { expect, test } from "./fixtures";
import { linkInNewestMail } from "./support/mailbox";
import { hydrated, signIn } from "./support/member";
import { AGENT_DEMO_PASSWORD } from "@/lib/db/seed/agent-members";

/**
 * The finder of a busy suburb, whose agents the tests below sign in as, each as a different one
 * (by position), so it needs at least five. Surry Hills has some 30 seeded sales a year among
 * eight agents (seven had one in the last 12 months when this was written). Bondi has about four,
 * so how many of its agents sold in the last 12 months changed with the day the seed ran, and a
 * test asking for its fourth agent failed by the calendar.
 */
const AGENTS_TO_SIGN_IN_AS = "/agents?location=surry-hills-nsw-2010";

test.describe("agents", () => {
  test("a listing's agent leads to their profile", async ({ page, axe }) => {
    await page.goto("/for-sale/bondi-nsw-2026/real-estate");
    await hydrated(page);
    await page.getByTestId("listing-card").first().getByRole("link").first().click();
    await expect(page.getByTestId("listing-page")).toBeVisible();
    const agentLink = page.getByTestId("listing-agent-link").first();
    const name = ((await agentLink.textContent()) ?? "").trim();
    await agentLink.click();

    await expect(page).toHaveURL(/\/real-estate-agency\/agent\/[a-z0-9-]+$/);
    await expect(page.getByTestId("agent-name")).toHaveText(name);
    // The portrait is the profile's LCP element: fetched eagerly, first.
    const portrait = page.getByRole("img", { name: `Portrait of ${name}` });
    await expect(portrait).toHaveAttribute("fetchpriority", "high");
    expect(await portrait.getAttribute("loading")).toBeNull();
    await expect(page.getByTestId("agent-performance").getByTestId("sold-12m")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("agent-listings-buy").getByTestId("listing-card").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Follow / })).toBeVisible();
    await hydrated(page);
    await axe();

    // On to the agent's office, named after it, with the agent among its agents.
    const officeName = ((await page.getByTestId("agent-office-link").textContent()) ?? "").trim();
    await page.getByTestId("agent-office-link").click();
    await expect(page.getByTestId("office-name")).toHaveText(officeName);
    await expect(page.getByTestId("office-agents").getByRole("link", { name })).toBeVisible();
    await hydrated(page);
    await axe();
  });

  test("an agent's activities on the profile: the first five, then five more by keyboard", async ({
    page,
    request,
    axe,
  }) => {
    const agent = (await (await request.get("/api/v1/agent/300001")).json()) as { username: string };
    await page.goto(`/real-estate-agency/agent/${agent.username}`);
    const section = page.getByTestId("agent-activities");
    const items = section.getByTestId("agent-activity");
    await expect(items).toHaveCount(5);
    await expect(items.first().getByRole("link")).toHaveText(
      /^(Listed for (sale|rent): |Sold |Leased |Reviewed |Asked about |Answered a question about )/,
    );
    await hydrated(page);
    const more = section.getByTestId("agent-activities-more");
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(items).toHaveCount(10);
    // Focus moves to the first new item, where the keyboard user carries on.
    await expect(items.nth(5).getByRole("link")).toBeFocused();
    await axe();
  });

  test("a view of an agent's profile is an agent tracking event their performance hub counts", async ({ page }) => {
    // A client address of its own: tracking allows 120 events a minute per address, and every
    // browser test reaches the Worker from 127.0.0.1.
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": testClientAddress() });
    // The third agent of the finder (the hub test signs in as the second).
    await page.goto(AGENTS_TO_SIGN_IN_AS);
    await page.getByTestId("agent-result").nth(2).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/real-estate-agency\/agent\/[a-z0-9-]+$/);
    const profile = page.url();
    const name = ((await page.getByTestId("agent-name").textContent()) ?? "").trim();
    const mailto =
      (await page
        .getByRole("list", { name: `Contact ${name}` })
        .getByRole("link", { name: /^E-mail / })
        .getAttribute("href")) ?? "";
    await signIn(page, mailto.replace(/^mailto:/, ""), AGENT_DEMO_PASSWORD);
    await page.goto("/agent-hub");
    const views = page.getByTestId("hub-profile-views").locator("strong");
    const before = Number(await views.textContent());

    const tracked = page.waitForResponse(
      (response) => response.url().endsWith("/tracking/agents") && response.request().method() === "POST",
    );
    await page.goto(profile);
    const response = await tracked;
    expect(response.request().postDataJSON()).toMatchObject({
      agentId: expect.stringMatching(/^\d+$/),
      userId: expect.stringMatching(/^seed-agent-\d+$/),
    });
    expect(await response.json()).toMatchObject({ stored: true });

    await page.goto("/agent-hub");
    expect(Number(await views.textContent())).toBeGreaterThan(before);
  });

  test("the header's Find agents: a suburb by keyboard, its agents ranked, 5 a page", async ({ page, axe }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Find agents" }).first().click();
    await expect(page).toHaveURL(/\/agents$/);
    await hydrated(page);
    const box = page.getByTestId("agent-search-input");
    await box.fill("Bondi");
    await expect(page.getByTestId("agent-suggestion").first()).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/agents\?location=bondi-nsw-2026/);
    await expect(page.getByTestId("agent-finder-heading")).toContainText("Bondi");
    const results = page.getByTestId("agent-result");
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(5);
    await expect(page.getByTestId("agent-evidence").first()).toContainText("sold in Bondi in the last 12 months");
    await hydrated(page);
    await axe();
  });

  test("the agency finder by keyboard: from Agents to Agencies, Bondi's agencies ranked, one opened; brands by state", async ({
    page,
    axe,
  }) => {
    await page.goto("/agents");
    await hydrated(page);
    const tab = page.getByTestId("finder-tab-agencies");
    await tab.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/agents\/agencies$/);
    await expect(tab).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("brand-list").getByRole("link").first()).toBeVisible();
    await axe();
    const box = page.getByTestId("office-search-input");
    await box.fill("Bondi");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/agents\/agencies\?location=bondi-nsw-2026/);
    await expect(page.getByTestId("office-finder-heading")).toContainText("Bondi");
    const results = page.getByTestId("office-result");
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(5);
    await expect(page.getByTestId("office-evidence").first()).toContainText("sold in Bondi in the last 12 months");
    await axe();
    const first = results.first().getByRole("link").first();
    const name = (await first.textContent())!;
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/real-estate-agency\/[a-z0-9-]+$/);
    await expect(page.getByTestId("office-name")).toHaveText(name);
  });

  test("a member follows an agent from the shared profile, reviews them once, and unfollows from their account", async ({
    page,
    axe,
  }) => {
    const member = await signedUpMember("e2e-agent-follow");
    await page.goto("/sign-in");
    await hydrated(page);
    await page.getByLabel("E-mail").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("member-menu")).toBeVisible();

    await page.goto("/for-sale/bondi-nsw-2026/real-estate");
    await hydrated(page);
    await page.getByTestId("listing-card").first().getByRole("link").first().click();
    await page.getByTestId("listing-agent-link").first().click();
    await expect(page).toHaveURL(/\/real-estate-agency\/agent\/[a-z0-9-]+$/);
    const profile = page.url();
    const fullName = ((await page.getByTestId("agent-name").textContent()) ?? "").trim();
    const firstName = fullName.split(" ")[0]!;
    await hydrated(page);

    // The profile is the visitors' cached copy: whether this member follows is asked from the browser.
    const follow = page.getByTestId("follow-agent");
    await expect(follow).toHaveText(`Follow ${firstName}`);
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await follow.click();
    await expect(follow).toHaveText(`Following ${firstName}`);
    await expect(follow).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("follow-agent")).toHaveText(`Following ${firstName}`);

    // One review per member: the first is published, a second is refused with a reason.
    const form = page.getByTestId("review-form");
    await form.getByLabel("4 stars").check();
    await form.getByLabel("Your review").fill("Kept us informed every step and knew the street well.");
    await form.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByTestId("review-thanks")).toContainText(`your review of ${fullName} is published`);
    await axe();
    await page.reload();
    await hydrated(page);
    await page.getByTestId("review-form").getByLabel("5 stars").check();
    await page.getByTestId("review-form").getByLabel("Your review").fill("A second opinion of the same agent.");
    await page.getByTestId("review-form").getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByTestId("review-error")).toHaveText(`You have already reviewed ${fullName}`);

    // The account lists the follow; unfollowing there shows on the profile.
    await page.goto("/account");
    await hydrated(page);
    const followed = page.getByRole("button", { name: `Following ${fullName}` });
    await expect(followed).toHaveAttribute("aria-pressed", "true");
    await followed.click();
    await expect(page.getByRole("button", { name: `Follow ${fullName}` })).toHaveAttribute("aria-pressed", "false");
    await page.goto(profile);
    await hydrated(page);
    await expect(page.getByTestId("follow-agent")).toHaveText(`Follow ${firstName}`);
  });

  test("a visitor finds an agent for Bondi and sends them an enquiry from the profile; it reaches the dev mailbox", async ({
    page,
    axe,
  }) => {
    await page.goto("/agents?location=bondi-nsw-2026");
    const first = page.getByTestId("agent-result").first();
    await first.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/real-estate-agency\/agent\/[a-z0-9-]+$/);
    const firstName = ((await page.getByTestId("agent-name").textContent()) ?? "").trim().split(" ")[0]!;
    // The areas the agent works in come from their listings; a Bondi agent's include Bondi.
    await expect(page.getByTestId("agent-serviced-locations")).toContainText("Bondi, NSW 2026");
    await hydrated(page);

    const sender = `Alex Seller ${Date.now()}`;
    const email = `${sender.toLowerCase().replace(/ /g, ".")}@example.com`;
    const form = page.getByTestId("agent-enquiry-form");
    // First too short: the message is marked and what was typed stays.
    await form.getByLabel("Your name").fill(sender);
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Message").fill("Call me");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByTestId("agent-enquiry-error")).toBeVisible();
    const again = page.getByTestId("agent-enquiry-form");
    await expect(again.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
    await expect(again.getByLabel("Your name")).toHaveValue(sender);
    await axe();
    await again.getByLabel("Message").fill("We are thinking of selling in spring. Could you call me this week?");
    await again.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByTestId("agent-enquiry-sent")).toContainText(
      `your enquiry is on its way to ${firstName}. They will reply to ${email}.`,
    );

    await page.goto("/dev/mailbox");
    await expect(
      page
        .getByTestId("mailbox")
        .getByRole("row")
        .filter({ hasText: `Enquiry from ${sender}` }),
    ).toHaveCount(1);
  });

  test("a signed-in agent's menu and own profile lead to their hub; another agent's profile does not; Q&A lists show", async ({
    page,
    axe,
  }) => {
    // The fourth agent of the finder (the other tests sign in as the second and third).
    await page.goto(AGENTS_TO_SIGN_IN_AS);
    await page.getByTestId("agent-result").nth(3).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/real-estate-agency\/agent\/[a-z0-9-]+$/);
    const profile = page.url();
    const name = ((await page.getByTestId("agent-name").textContent()) ?? "").trim();
    // The shared page: no hub link for a visitor, the agent's questions and answers for everyone.
    await hydrated(page);
    await expect(page.getByTestId("agent-hub-link")).toHaveCount(0);
    await expect(page.getByTestId("agent-posts").getByRole("heading", { name: "Answers", exact: true })).toBeVisible();
    await expect(
      page.getByTestId("agent-posts").getByRole("heading", { name: "Questions", exact: true }),
    ).toBeVisible();
    const mailto =
      (await page
        .getByRole("list", { name: `Contact ${name}` })
        .getByRole("link", { name: /^E-mail / })
        .getAttribute("href")) ?? "";
    await signIn(page, mailto.replace(/^mailto:/, ""), AGENT_DEMO_PASSWORD);

    // The member menu, by keyboard: the hub is one of its links.
    await hydrated(page);
    const menuButton = page.getByTestId("member-menu").getByRole("button");
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const hubItem = page.getByTestId("member-menu").getByRole("link", { name: "Your performance hub" });
    await expect(hubItem).toBeVisible();
    await hubItem.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/agent-hub$/);
    await expect(page.getByTestId("performance-hub")).toContainText(name);

    // Their own profile (the same shared copy) shows them the way to the hub.
    await page.goto(profile);
    await hydrated(page);
    const hubLink = page.getByTestId("agent-hub-link");
    await expect(hubLink).toHaveText("Your performance hub");
    await axe();
    await hubLink.click();
    await expect(page).toHaveURL(/\/agent-hub$/);

    // Someone else's profile does not.
    await page.goto(AGENTS_TO_SIGN_IN_AS);
    await page.getByTestId("agent-result").nth(4).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/real-estate-agency\/agent\/[a-z0-9-]+$/);
    await hydrated(page);
    await expect(page.getByTestId("agent-follows")).toBeVisible();
    await expect(page.getByTestId("agent-hub-link")).toHaveCount(0);
  });

  test("a seeded agent signs in, adds a sold result to their transactions and sees their performance hub", async ({
    page,
    axe,
  }) => {
    // The second agent of the finder: their e-mail is on their profile, their password the seed's demo one.
    await page.goto(AGENTS_TO_SIGN_IN_AS);
    await page.getByTestId("agent-result").nth(1).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/real-estate-agency\/agent\/[a-z0-9-]+$/);
    const name = ((await page.getByTestId("agent-name").textContent()) ?? "").trim();
    const mailto =
      (await page
        .getByRole("list", { name: `Contact ${name}` })
        .getByRole("link", { name: /^E-mail / })
        .getAttribute("href")) ?? "";
    await signIn(page, mailto.replace(/^mailto:/, ""), AGENT_DEMO_PASSWORD);

    await page.goto("/agent-hub/transactions");
    await expect(page.getByTestId("agent-transactions-page")).toContainText(name);
    await hydrated(page);
    const address = `${Date.now() % 1000} Crown Street`;
    const form = page.getByTestId("transaction-form").first();
    // First without a date: refused with the field marked, nothing added.
    await form.getByLabel("Street address").fill(address);
    await form.getByLabel("Price in dollars").fill("2450000");
    await form.getByRole("button", { name: "Add result" }).click();
    await expect(form.getByLabel("Date")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Date").fill("2026-10-03");
    await form.getByRole("button", { name: "Add result" }).click();
    const added = page.getByTestId("agent-transaction").filter({ hasText: address });
    await expect(added).toContainText("Sold 03/10/2026");
    await expect(added).toContainText("$2,450,000");
    await axe();

    await page.goto("/agent-hub");
    await expect(page.getByTestId("performance-hub")).toContainText(name);
    await expect(page.getByTestId("hub-weeks").getByRole("row")).toHaveCount(13);
    await expect(page.getByTestId("hub-standings")).toContainText("Surry Hills, NSW 2010: number ");
    await hydrated(page);
    await axe();

    // Clean up: the result goes again from the list.
    await page.goto("/agent-hub/transactions");
    await hydrated(page);
    await page
      .getByTestId("agent-transaction")
      .filter({ hasText: address })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(page.getByTestId("agent-transaction").filter({ hasText: address })).toHaveCount(0);
  });
  test("an agent asks the vendor of a sale for a review; the vendor writes it once from the e-mailed link", async ({
    page,
    axe,
  }) => {
    // The third agent of the finder (the transactions test signs in as the second).
    await page.goto(AGENTS_TO_SIGN_IN_AS);
    await page.getByTestId("agent-result").nth(2).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/real-estate-agency\/agent\/[a-z0-9-]+$/);
    const name = ((await page.getByTestId("agent-name").textContent()) ?? "").trim();
    const mailto =
      (await page
        .getByRole("list", { name: `Contact ${name}` })
        .getByRole("link", { name: /^E-mail / })
        .getAttribute("href")) ?? "";
    await signIn(page, mailto.replace(/^mailto:/, ""), AGENT_DEMO_PASSWORD);

    await page.goto("/agent-hub/vendor-reviews");
    await expect(page.getByTestId("vendor-reviews-page")).toContainText(name);
    await hydrated(page);
    const sale = page
      .getByTestId("vendor-review-sale")
      .filter({ has: page.getByTestId("vendor-review-form") })
      .first();
    const address = ((await sale.getByRole("heading").textContent()) ?? "").split(" · ")[0]!.trim();
    const vendorEmail = `vendor-${Date.now()}@example.com`;
    const form = sale.getByTestId("vendor-review-form");
    // A mistyped address is refused with the field marked.
    await form.getByLabel("Vendor's name").fill("Jo Vendor");
    await form.getByLabel("Vendor's e-mail").fill("jo at example");
    await form.getByRole("button", { name: "Ask for a review" }).click();
    await expect(form.getByLabel("Vendor's e-mail")).toHaveAttribute("aria-invalid", "true");
    await axe();
    await form.getByLabel("Vendor's e-mail").fill(vendorEmail);
    await form.getByRole("button", { name: "Ask for a review" }).click();
    const asked = page.getByTestId("vendor-review-sale").filter({ hasText: address });
    await expect(asked.getByRole("status")).toContainText("waiting for the vendor's review");

    // The vendor opens the link from the e-mail and writes the review (no account needed).
    const link = await linkInNewestMail(page, vendorEmail, /\/vendor-review\?token=[\w-]+/);
    await page.goto(link);
    await expect(page.getByTestId("vendor-review-page")).toContainText(`${name} sold ${address.split(",")[0]}`);
    await hydrated(page);
    await axe();
    const review = page.getByTestId("review-form");
    await review.getByLabel("5 stars").check();
    // Its own words each run: the agent's earlier runs left reviews of their own.
    const words = `Sold in two weeks and kept us informed at every step (${vendorEmail}).`;
    await review.getByLabel("Your review").fill(words);
    await review.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByTestId("review-thanks")).toContainText(`your review of ${name} is published`);

    // The link works once.
    await page.goto(link);
    await expect(page.getByTestId("vendor-review-refused")).toHaveText(
      "This review link has already been used: each link writes one review.",
    );
    await axe();

    // The agent (still signed in) replies once to the new review from the hub.
    await page.goto("/agent-hub/vendor-reviews");
    await hydrated(page);
    const theirs = page.getByTestId("hub-review").filter({ hasText: words });
    await theirs.getByLabel("Your reply").fill("Thank you, Jo: it was a pleasure.");
    await theirs.getByRole("button", { name: "Publish reply" }).click();
    await expect(theirs.getByTestId("hub-review-reply")).toHaveText("Your reply: Thank you, Jo: it was a pleasure.");
    await expect(theirs.getByRole("button", { name: "Publish reply" })).toHaveCount(0);
    await axe();
  });
});
