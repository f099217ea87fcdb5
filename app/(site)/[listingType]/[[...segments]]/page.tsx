import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { runOperation } from "@/lib/graphql/server";
import { LocationByIdentifierDocument } from "@/lib/graphql/generated/operations";
import { ListingGridSkeleton } from "../../_components/listing-card/listing-grid";
import { parseResultsRoute, type ResultsRoute } from "./results-route";
import { SearchResults } from "./search-results";
import styles from "./results.module.css";

interface Props {
  params: Promise<{ listingType: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const MODE_HEADING = { Buy: "Properties For Sale", Rent: "Properties For Rent", Sold: "Sold Properties", Leased: "Leased Properties" };

async function resolve(props: Props) {
  const [{ listingType, segments = [] }, query] = await Promise.all([props.params, props.searchParams]);
  const route = parseResultsRoute(listingType, segments, query);
  if (!route) notFound();
  const primary = route.locationSlugs[0];
  const location = primary ? (await runOperation(LocationByIdentifierDocument, { identifier: primary })).location : null;
  if (primary && !location) notFound();
  const place = location ? `${location.name}, ${location.stateCode}${location.postcode ? ` ${location.postcode}` : ""}` : "Australia";
  return { route, place, heading: `${MODE_HEADING[route.searchMode]} in ${place}` };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { heading, route } = await resolve(props);
  return { title: route.page > 1 ? `${heading} - Page ${route.page}` : heading };
}

export default async function ResultsPage(props: Props) {
  const { route, heading } = await resolve(props);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <Suspense key={JSON.stringify(route)} fallback={<ListingGridSkeleton count={6} />}>
        <SearchResults route={route satisfies ResultsRoute} />
      </Suspense>
    </div>
  );
}
