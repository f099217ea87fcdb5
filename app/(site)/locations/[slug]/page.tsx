import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache, Suspense } from "react";
import { serverEnv } from "@/lib/env";
import { propertyTypeBySlug } from "@/lib/listings/property-types";
import { LOCATION_SLUG } from "@/lib/locations/location-urls";
import { getLocationPage, type LocationPage as PageLocation } from "@/lib/services/locations/location-page";
import { requestContext } from "@/lib/services/request-context";
import { FollowButton } from "@/app/_components/follow-button";
import { placeLabel } from "../_components/place-list";
import { placeJsonLd, scriptSafeJson } from "./_components/place-json-ld";
import { ChildPlaces } from "./_components/child-places";
import { SuburbOverview } from "./_components/suburb-overview";
import { StreetPage } from "./_components/street-page";
import styles from "../locations.module.css";

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ trend?: string | string[] }>;
}

/** The place of a slug (or an id), or null for a 404: shared by the metadata and the page. */
const loadLocation = cache(async (slug: string): Promise<PageLocation | null> => {
  if (!LOCATION_SLUG.test(slug)) return null;
  const page = await getLocationPage(requestContext(), slug);
  return page.ok ? page.location : null;
});

const KIND = { state: "State", region: "Region", area: "Area", suburb: "Suburb", street: "Street" } as const;

function titleOf(location: PageLocation): string {
  if (location.type === "suburb") return `${location.displayText}: suburb profile, prices and market trends`;
  if (location.type === "street") return `${location.displayText}: homes, sold history and median price`;
  return `Where to live in ${location.name}: suburbs and median prices`;
}

function descriptionOf(location: PageLocation): string {
  const label = placeLabel(location);
  if (location.type === "suburb")
    return `Living in ${label}: homes for sale and rent, median prices by property type, market trends over 24 months, schools and nearby suburbs.`;
  if (location.type === "street")
    return `${label}: homes for sale and rent on the street, what sold there and its median price.`;
  return `Suburbs of ${label} (${location.state}) with median prices, homes for sale and rent, and where buyers are looking.`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const location = await loadLocation(slug);
  if (!location) return {};
  const title = titleOf(location);
  const description = descriptionOf(location);
  return {
    title,
    description,
    alternates: { canonical: location.uri },
    openGraph: {
      type: "website",
      siteName: "Homefront",
      locale: "en_AU",
      url: new URL(location.uri, serverEnv.SITE_URL).toString(),
      title,
      description,
    },
    twitter: { card: "summary", title, description },
  };
}

/**
 * A location's page: a state, region or area lists its places; a suburb gets its overview; a
 * street its homes and sales. The uniqueUri form (`/vic/melbourne-3000`) and a location's numeric
 * id move here permanently.
 */
export default async function LocationPage({ params, searchParams }: Props) {
  const [{ slug }, { trend }] = await Promise.all([params, searchParams]);
  const location = await loadLocation(slug);
  if (!location) notFound();
  if (location.slug !== slug) permanentRedirect(location.uri);

  return (
    <article className={styles.page} data-testid="location-page" data-location-type={location.type}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(placeJsonLd(location, serverEnv.SITE_URL)) }}
      />
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link href="/locations">Where to live</Link>
          </li>
          {location.hierarchy.map((place) => (
            <li key={place.id}>
              <Link href={place.uri}>{place.name}</Link>
            </li>
          ))}
          <li aria-current="page">{location.name}</li>
        </ol>
      </nav>
      <header className={styles.header}>
        <p className={styles.muted}>{KIND[location.type]}</p>
        <h1 data-testid="location-heading">{placeLabel(location)}</h1>
        {location.type !== "suburb" && location.type !== "street" && <p className={styles.muted}>{location.state}</p>}
        {(location.type === "suburb" || location.type === "street") && (
          // The page is one shared copy for every visitor: the button asks from the browser.
          <p>
            <FollowButton
              targetType="location"
              targetId={String(location.id)}
              label={location.name}
              className={styles.button}
              testId="follow-location"
            />
          </p>
        )}
      </header>
      {location.type === "suburb" ? (
        <SuburbOverview
          location={location}
          trendType={typeof trend === "string" ? propertyTypeBySlug(trend) : undefined}
        />
      ) : location.type === "street" ? (
        <StreetPage location={location} />
      ) : (
        <Suspense fallback={<p className={styles.muted}>Loading places…</p>}>
          <ChildPlaces location={location} type={location.type} />
        </Suspense>
      )}
    </article>
  );
}
