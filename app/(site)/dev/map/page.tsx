import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { serverEnv } from "@/lib/env";
import { MapDemo } from "./map-demo";

export const metadata: Metadata = { title: "Search map (development)", robots: { index: false } };

/**
 * The search map with fixed listings around Sydney, so browser tests can exercise it before (and
 * apart from) the results page. Outside production only; APP_ENV is read per request.
 */
export default async function DevMapPage() {
  await connection();
  if (serverEnv.APP_ENV === "production") notFound();
  return (
    <div style={{ padding: "var(--space-4)" }}>
      <h1>Search map</h1>
      <MapDemo />
    </div>
  );
}
