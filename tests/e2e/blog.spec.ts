/**
 * The blog end to end: an editor signs in to the content service's admin (Payload CMS, its own
 * Worker), publishes a post, and readers get it on /blog and its own page at once, because the
 * publish purged the cached pages (the index was a cache HIT before and is a MISS after, not an
 * expiry); unpublishing makes its page a 404. Text an editor writes is shown, never run.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { baseURL } from "../support/base-url";
import { contentPortFor } from "../support/worker-server";
import { testPort } from "../support/base-url";
import { LOCAL_EDITOR } from "../../lib/content-service/src/seed/local-editor";

const CONTENT = `http://127.0.0.1:${contentPortFor(testPort())}`;

interface Created {
  id: number;
  slug: string;
  title: string;
}

async function editorToken(): Promise<string> {
  const response = await fetch(`${CONTENT}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: LOCAL_EDITOR.email, password: LOCAL_EDITOR.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function firstId(token: string, collection: string, where = ""): Promise<number> {
  const response = await fetch(`${CONTENT}/api/${collection}?limit=1${where}`, {
    headers: { authorization: `JWT ${token}` },
  });
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id;
}

const text = (value: string) => ({
  type: "text",
  text: value,
  format: 0,
  detail: 0,
  mode: "normal",
  style: "",
  version: 1,
});
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: "ltr",
  format: "",
  indent: 0,
  version: 1,
  ...extra,
});

/** A draft written by the editor through the CMS's REST API, as a starting point for the admin. */
async function createDraft(): Promise<Created> {
  const token = await editorToken();
  const suffix = randomUUID().slice(0, 8);
  const slug = `first-home-checklist-${suffix}`;
  const title = `Your first home checklist ${suffix}`;
  const response = await fetch(`${CONTENT}/api/posts?draft=true`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `JWT ${token}` },
    body: JSON.stringify({
      title,
      slug,
      excerpt: "Everything to line up before your first purchase.",
      author: await firstId(token, "authors"),
      categories: [await firstId(token, "categories", "&where[slug][equals]=buying")],
      _status: "draft",
      content: {
        root: block("root", [
          block("heading", [text("Before you make an offer")], { tag: "h2" }),
          block("paragraph", [text('Editors can type <script>window.__injected = "yes"</script> and it stays text.')]),
          block("paragraph", [
            block("link", [text("a dangerous link")], {
              fields: { url: "javascript:window.__injected='link'", linkType: "custom" },
            }),
          ]),
        ]),
      },
    }),
  });
  expect(response.status).toBe(201);
  const { doc } = (await response.json()) as { doc: { id: number } };
  return { id: doc.id, slug, title };
}

async function cacheStateOf(path: string): Promise<string | null> {
  const response = await fetch(`${baseURL()}${path}`);
  await response.text();
  return response.headers.get("x-page-cache");
}

test("an editor publishes a post: it is on /blog and its page at once; unpublished, its page is gone", async ({
  page,
  axe,
  consoleErrors,
}) => {
  const draft = await createDraft();
  // The unpublished post's page is a 404 on purpose; the browser reports every 404 document.
  consoleErrors.allow(new RegExp(`404 \\(Not Found\\) \\(at ${baseURL()}/blog/${draft.slug}`));

  // The blog index is in the edge page cache before the publish.
  await cacheStateOf("/blog");
  expect(await cacheStateOf("/blog")).toBe("HIT");
  expect((await fetch(`${baseURL()}/blog/${draft.slug}`)).status).toBe(404);

  await page.goto(`${CONTENT}/admin/login`);
  await page.getByLabel("Email").fill(LOCAL_EDITOR.email);
  await page.getByLabel("Password").fill(LOCAL_EDITOR.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);

  await page.goto(`${CONTENT}/admin/collections/posts/${draft.id}`);
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible();

  // Purged by the publish: the next reader gets a fresh render with the post, not the stored copy.
  expect(await cacheStateOf("/blog")).toBe("MISS");
  await page.goto(`${baseURL()}/blog`);
  await expect(page.getByRole("link", { name: draft.title })).toBeVisible();

  await page.getByRole("link", { name: draft.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Before you make an offer/ })).toHaveAttribute(
    "id",
    "before-you-make-an-offer",
  );
  await expect(page.getByText('<script>window.__injected = "yes"</script>', { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "a dangerous link" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  await expect(page.getByTestId("blog-post-meta")).toContainText(/\d{2}\/\d{2}\/\d{4} · 1 min read/);
  await axe();

  // Unpublish in the admin: the post's page is a 404 for the next reader.
  await page.goto(`${CONTENT}/admin/collections/posts/${draft.id}`);
  // Payload keeps Unpublish in the document's "more" menu (an unlabelled dots button).
  await page.locator(".doc-controls__dots").click();
  await page.locator("#action-unpublish").click();
  await page.locator(".confirmation-modal").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Unpublished successfully.").first()).toBeVisible();

  const gone = await page.goto(`${baseURL()}/blog/${draft.slug}`);
  expect(gone?.status()).toBe(404);
  await page.goto(`${baseURL()}/blog`);
  await expect(page.getByRole("link", { name: draft.title })).toHaveCount(0);
});

test("the listing page's blog links lead to articles", async ({ page }) => {
  for (const slug of ["how-much-can-i-borrow", "buying-at-auction", "rental-inspection-checklist"]) {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
