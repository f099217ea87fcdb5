import { expect, test } from "./fixtures";

/*
 * The API reference (/api/v1/reference): Scalar's bundle served from our origin renders the
 * OpenAPI document under the site's Content-Security-Policy (a CSP violation is a console error,
 * which fails the test), asks nothing of any other origin (fonts included), and passes axe.
 */

test("the API reference renders the document from our own origin only, under our CSP", async ({ page, axe }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));

  const response = await page.goto("/api/v1/reference");
  expect(response?.status()).toBe(200);
  const policy = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, "the page is served with the nonce policy").toBeDefined();
  // Both script tags carry this response's nonce (the browser strips the attribute's value from the DOM).
  expect(await response!.text()).toContain(`<script nonce="${nonce}" src="/api-reference/`);

  // Scalar has read the document: its title, a call of /api/v1 and the legacy calls' group.
  await expect(page.getByRole("heading", { name: "Homefront API", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /A listing: the price only as published/ }).first()).toBeVisible();
  await page
    .getByRole("button", { name: /Legacy member calls/ })
    .first()
    .click();
  await expect(page.getByRole("link", { name: /Signs in with e-mail and password/ }).first()).toBeVisible();
  // The curl example of a call, from the document's x-codeSamples.
  await page
    .getByRole("link", { name: /Signs in with e-mail and password/ })
    .first()
    .click();
  await expect(page.getByText("/api/user/signin").first()).toBeVisible();

  const origin = new URL(page.url()).origin;
  expect(requested.some((url) => url.endsWith("/api/v1/openapi.json"))).toBe(true);
  expect(requested.some((url) => new URL(url).pathname.startsWith("/api-reference/scalar-api-reference-"))).toBe(true);
  expect(
    requested.filter((url) => !url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin),
    "every request the page made",
  ).toEqual([]);

  await axe();
});

test("every page's footer links to the API reference", async ({ page }) => {
  await page.goto("/locations");
  const link = page.getByTestId("site-footer").getByRole("link", { name: "API for developers" });
  await expect(link).toHaveAttribute("href", "/api/v1/reference");
});
