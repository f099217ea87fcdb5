// Agents as a visitor meets them: from a listing's agent to the agent's profile (their figures,
// listings and reviews), on to the office, and the finder from the header.

import { signedUpMember } from "../integration/auth/client";
import { expect, test } from "./fixtures";
import { hydrated } from "./support/member";

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
});
