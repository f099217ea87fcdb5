/**
 * The browser's session calls (lib/session/client/auth-api.ts) when a sign-out overtakes a member
 * fetch or a session refresh already sent: the late answer must not store the member again, and
 * the sign-out request goes after a refresh in flight so that its cleared cookies come last.
 * Every answer here is released by hand, so each ordering happens every time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCurrentMember, refreshSession, signOut } from "@/lib/session/client/auth-api";
import { readStoredMember, storeMember } from "@/lib/session/client/member-store";
import type { AccountMember } from "@/lib/services/members/member";

const member = { id: "m1", username: "sam", name: "Sam Social" } as AccountMember;

/** A fetch whose every call waits until the test answers it. */
function heldFetch() {
  const calls: { url: string; answer: (response: Response) => void }[] = [];
  const fetch = vi.fn((url: string) => new Promise<Response>((resolve) => calls.push({ url, answer: resolve })));
  const call = (path: string) => {
    const found = calls.find((c) => c.url === path);
    if (!found) throw new Error(`no request to ${path}; requests: ${calls.map((c) => c.url).join(", ")}`);
    return found;
  };
  return { fetch, calls, call };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
/** Lets every pending promise callback run (no timers involved). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

let held: ReturnType<typeof heldFetch>;
beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    },
  });
  held = heldFetch();
  vi.stubGlobal("fetch", held.fetch);
  storeMember(member);
});
afterEach(() => vi.unstubAllGlobals());

describe("sign-out against session calls in flight", () => {
  it("drops a member answer that arrives after the sign-out", async () => {
    const loading = loadCurrentMember();
    const signingOut = signOut();
    await settle();
    held.call("/api/user/signout").answer(json({ ok: true }));
    await signingOut;
    held.call("/api/user/me").answer(json(member));
    expect(await loading).toBeUndefined();
    expect(readStoredMember()).toBeNull();
  });

  it("sends the sign-out after a refresh in flight, and drops that refresh's member", async () => {
    const refreshing = refreshSession();
    const signingOut = signOut();
    await settle();
    // The refresh's answer carries new session cookies: the sign-out must come after it.
    expect(held.calls.map((c) => c.url)).toEqual(["/api/user/authcookies"]);
    expect(readStoredMember()).toBeNull();
    held.call("/api/user/authcookies").answer(json({ member }));
    await settle();
    held.call("/api/user/signout").answer(json({ ok: true }));
    await signingOut;
    expect(await refreshing).toBeUndefined();
    expect(readStoredMember()).toBeNull();
  });

  it("starts no session call while signing out, and works normally after", async () => {
    const signingOut = signOut();
    const refreshed = refreshSession();
    const loaded = loadCurrentMember();
    await settle();
    expect(held.calls.map((c) => c.url)).toEqual(["/api/user/signout"]);
    expect(await refreshed).toBeUndefined();
    expect(await loaded).toBeUndefined();
    held.call("/api/user/signout").answer(json({ ok: true }));
    await signingOut;

    // A later sign-in's refresh stores its member again.
    const refreshing = refreshSession();
    await settle();
    held.call("/api/user/authcookies").answer(json({ member }));
    expect(await refreshing).toEqual(member);
    expect(readStoredMember()).toEqual(member);
  });
});
