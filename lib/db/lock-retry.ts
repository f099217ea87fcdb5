import { aroundCalls } from "./around-calls";

/**
 * Waits out a locked database file instead of failing the request. Local D1 is a SQLite file that
 * workerd opens without a busy timeout, so when another process holds the file for a moment (a
 * `wrangler d1 execute`, a test putting a row in place) a write fails at once with SQLITE_BUSY and
 * the person's action is lost. A locked statement did nothing, so running it again is safe.
 * Cloudflare's D1 serialises writes itself and never answers this, so in production the wrapper
 * only ever passes calls through.
 */
const ATTEMPTS = 8;
const FIRST_WAIT_MS = 10;

const isLocked = (error: unknown) =>
  error instanceof Error && /SQLITE_BUSY|database is locked/.test(`${error.message} ${String(error.cause ?? "")}`);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function withLockRetry(db: D1Database): D1Database {
  return aroundCalls(db, async (call) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (attempt >= ATTEMPTS || !isLocked(error)) throw error;
        // 10, 20, 40 … 640 ms: about 1.3 s in all before the error reaches the person.
        await wait(FIRST_WAIT_MS * 2 ** (attempt - 1));
      }
    }
  });
}
