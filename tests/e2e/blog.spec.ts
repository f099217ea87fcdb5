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
import { LOCAL_EDITOR } from "../../workers/content/src/seed/local-editor";

const CONTENT = `http://127.0.0.1:${contentPortFor(testPort())}`;

interface Created {
  id: number;
  slug: string;
  title: string;
}

async function editorSession(): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${CONTENT}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: LOCAL_EDITOR.email, password: LOCAL_EDITOR.password }),
  });
  expect(response.status).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  return { token, userId: user.id };
}

async function editorToken(): Promise<string> {
  return (await editorSession()).token;
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

/** Cloudflare runs the content service's cron every minute; wrangler dev runs it when asked (--test-scheduled). */
async function runContentCron(): Promise<void> {
  const response = await fetch(`${CONTENT}/__scheduled?cron=${encodeURIComponent("* * * * *")}`);
  await response.text();
  expect(response.status).toBe(200);
}

async function signInToAdmin(page: import("@playwright/test").Page): Promise<void> {
  await page.goto(`${CONTENT}/admin/login`);
  await page.getByLabel("Email").fill(LOCAL_EDITOR.email);
  await page.getByLabel("Password").fill(LOCAL_EDITOR.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

// Both tests below read /blog's cached copy (HIT before, MISS after a publish) and each publish
// purges it. Side by side, one test's purge or re-render lands between the other's two reads (CI
// saw HIT where the purge had happened, because the other test had already stored a fresh copy), so
// they run one after the other in one worker; the rest of the file stays parallel.
test.describe("publishing purges the blog index", () => {
  test.describe.configure({ mode: "default" });

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

    await signInToAdmin(page);
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

  test("a post scheduled a moment ahead goes live when the content service's cron runs, and /blog shows it at once", async ({
    page,
  }) => {
    const draft = await createDraft();
    const { token, userId } = await editorSession();
    // Exactly what the admin's "Schedule Publish" queues: Payload's schedulePublish job, due at a time.
    const due = Date.now() + 15_000;
    const queued = await fetch(`${CONTENT}/api/payload-jobs`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `JWT ${token}` },
      body: JSON.stringify({
        taskSlug: "schedulePublish",
        queue: "default",
        waitUntil: new Date(due).toISOString(),
        input: { type: "publish", doc: { relationTo: "posts", value: String(draft.id) }, user: userId },
      }),
    });
    expect(queued.status).toBe(201);
    await cacheStateOf("/blog");
    expect(await cacheStateOf("/blog")).toBe("HIT");

    // Before its time the cron leaves it a draft.
    await runContentCron();
    expect(Date.now()).toBeLessThan(due);
    expect((await fetch(`${baseURL()}/blog/${draft.slug}`)).status).toBe(404);

    // From its time on, the next cron run publishes it (Cloudflare's runs every minute), which purges /blog.
    await expect
      .poll(
        async () => {
          await runContentCron();
          return (await fetch(`${baseURL()}/blog/${draft.slug}`)).status;
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe(200);
    expect(await cacheStateOf("/blog")).toBe("MISS");
    await page.goto(`${baseURL()}/blog`);
    await expect(page.getByRole("link", { name: draft.title })).toBeVisible();
  });
});

test("an editor's Preview opens the draft on the portal, never cached and never indexed", async ({ page, axe }) => {
  const draft = await createDraft();
  await signInToAdmin(page);
  await page.goto(`${CONTENT}/admin/collections/posts/${draft.id}`);
  const opened = page.waitForEvent("popup");
  // Payload renders Preview as a link that opens a new tab.
  await page.getByRole("link", { name: "Preview", exact: true }).click();
  const popup = await opened;
  await popup.waitForLoadState();
  const previewUrl = popup.url();
  await popup.close();
  expect(new URL(previewUrl).pathname).toBe(`/blog/preview/${draft.slug}`);
  expect(new URL(previewUrl).search).toMatch(/^\?expires=\d+&signature=[0-9a-f]{64}$/);

  await page.goto(previewUrl);
  await expect(page.getByTestId("blog-preview-notice")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await axe();

  // Asked twice, it is rendered both times for this request only: no shared copy, no browser copy.
  for (let round = 0; round < 2; round += 1) {
    const again = await fetch(previewUrl);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(draft.title);
    expect(again.headers.get("x-page-cache")).toBeNull();
    expect(again.headers.get("cache-control")).toMatch(/no-store/);
  }
  // Readers still do not have it, and a link whose signature was changed shows nothing of it.
  expect((await fetch(`${baseURL()}/blog/${draft.slug}`)).status).toBe(404);
  const forged = previewUrl.replace(/signature=([0-9a-f])/, (_match, first: string) =>
    first === "0" ? "signature=1" : "signature=0",
  );
  await page.goto(forged);
  await expect(page.getByTestId("blog-preview-refused")).toContainText(
    "This preview link is not valid or has expired. Open the preview again from the editor.",
  );
  await expect(page.getByText(draft.title)).toHaveCount(0);
});

test("the listing page's blog links lead to articles", async ({ page }) => {
  for (const slug of ["how-much-can-i-borrow", "buying-at-auction", "rental-inspection-checklist"]) {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
