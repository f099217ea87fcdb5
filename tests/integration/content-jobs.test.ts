/**
 * The content service's job endpoint runs due scheduled publishes. Its Worker's cron calls it with
 * CONTENT_CRON_SECRET (workers/content/worker.ts); editors may call it too; nobody else may make
 * it run jobs.
 */
import { describe, expect, it } from "vitest";
import { LOCAL_EDITOR } from "@/workers/content/src/seed/local-editor";
import { testPort } from "../support/base-url";
import { contentPortFor } from "../support/worker-server";

const RUN_JOBS = `http://127.0.0.1:${contentPortFor(testPort())}/api/payload-jobs/run?limit=1`;

describe("content service job endpoint", () => {
  it("refuses an anonymous caller and a wrong cron secret", async () => {
    const callers: Record<string, string>[] = [{}, { "x-content-cron": "not-the-cron-secret" }];
    for (const headers of callers) {
      const response = await fetch(RUN_JOBS, { headers });
      expect(response.status).toBe(401);
      await response.body?.cancel();
    }
  });

  it("runs due jobs for a signed-in editor", async () => {
    const login = await fetch(`http://127.0.0.1:${contentPortFor(testPort())}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: LOCAL_EDITOR.email, password: LOCAL_EDITOR.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const response = await fetch(RUN_JOBS, { headers: { authorization: `JWT ${token}` } });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});
