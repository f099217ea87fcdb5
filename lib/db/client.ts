import "server-only";
import { cache } from "react";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { databaseOf } from "./d1";
import type { Database } from "./database";
import { serverEnv } from "../env";
import { withSimulatedLatency } from "./simulated-latency";
import { withQueryDeadline } from "./deadline";

/**
 * The D1 database of the current request. A new Drizzle wrapper per request (cheap), never a
 * module-level singleton: bindings belong to the request's isolate context (OpenNext guidance).
 * `cache` makes one server-component render share one instance. Every call is bounded by
 * DATA_FETCH_TIMEOUT_MS (lib/db/deadline.ts).
 */
export const getDb = cache((): Database => {
  const { env } = getCloudflareContext();
  const latency = serverEnv.APP_ENV === "production" ? 0 : serverEnv.DB_SIMULATED_LATENCY_MS;
  return databaseOf(withQueryDeadline(withSimulatedLatency(env.DB, latency), serverEnv.DATA_FETCH_TIMEOUT_MS));
});
