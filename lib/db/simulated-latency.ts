import { aroundCalls } from "./around-calls";

/**
 * A D1 binding that answers every query `delayMs` later: lets the benchmark show that pages
 * stream (the first byte does not wait for the database) by slowing the database on purpose.
 * Only ever applied outside production (lib/db/client.ts), never by default.
 */
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function withSimulatedLatency(db: D1Database, delayMs: number): D1Database {
  if (delayMs <= 0) return db;
  return aroundCalls(db, async (call) => {
    await delay(delayMs);
    return call();
  });
}
