import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { ListMapToggle } from "@/app/(site)/_components/search-map/list-map-toggle";
import { resultsViewOf } from "@/lib/search/results-view";
import { serverEnv } from "@/lib/env";
import { DEMO_MARKERS } from "./demo-listings";
import { MapDemo } from "./map-demo";

export const metadata: Metadata = { title: "Search map (development)", robots: { index: false } };

/**
 * The search map with fixed listings around Sydney, so browser tests can exercise it before (and
 * apart from) the results page: `?view=map` shows the map, anything else the list, as on results
 * pages (docs/map.md). Outside production only; APP_ENV is read per request.
 */
export default async function DevMapPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  if (serverEnv.APP_ENV === "production") notFound();
  const view = resultsViewOf(await searchParams);
  return (
    <div style={{ padding: "var(--space-4)" }}>
      <h1>Search map</h1>
      <ListMapToggle />
      {view === "map" ? (
        <MapDemo />
      ) : (
        <ul data-testid="demo-list">
          {DEMO_MARKERS.map((listing) => (
            <li key={listing.id}>
              <a href={listing.url}>
                {listing.priceText}, {listing.propertyTypeName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
