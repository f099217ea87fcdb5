import type { Metadata } from "next";
import Link from "next/link";
import { isLocationIndexTab } from "@/lib/locations/location-urls";
import { STATES } from "@/lib/locations/states";
import { getLocationIndex } from "@/lib/services/locations/location-places";
import { requestContext } from "@/lib/services/request-context";
import { stateLocationHref } from "@/lib/ui/navigation";
import { IndexTabs } from "./_components/index-tabs";
import { PlaceList } from "./_components/place-list";
import styles from "./locations.module.css";

const TITLE = "Where to live: suburbs, regions and streets in Australia";
const DESCRIPTION =
  "Find where to live in Australia: popular suburbs, regions and streets with median prices, homes for sale and rent, schools and nearby suburbs.";

export const metadata: Metadata = {
  title: TITLE,
  description: DESCRIPTION,
  alternates: { canonical: "/locations" },
  openGraph: {
    type: "website",
    siteName: "Homefront",
    locale: "en_AU",
    url: "/locations",
    title: TITLE,
    description: DESCRIPTION,
  },
};

interface Props {
  searchParams: Promise<{ tab?: string | string[] }>;
}

/**
 * The where-to-live index: Popular suburbs (the default tab), Regions, Suburbs and Streets. The
 * by-type suffix (`/where-to-live/regions`, answered by middleware) and `?tab=` open another tab.
 */
export default async function LocationIndexPage({ searchParams }: Props) {
  const { tab } = await searchParams;
  const initial = isLocationIndexTab(tab) ? tab : "popular";
  const ctx = requestContext();
  const [popular, regions, streets] = await Promise.all([
    getLocationIndex(ctx, { type: "suburb", take: 24 }),
    getLocationIndex(ctx, { type: "region", take: 100 }),
    getLocationIndex(ctx, { type: "street", take: 24 }),
  ]);
  return (
    <div className={styles.page} data-testid="where-to-live">
      <header className={styles.header}>
        <h1>Where to live</h1>
        <p className={styles.muted}>
          Suburb profiles with median prices, market trends, schools and the homes for sale and rent there.
        </p>
      </header>
      <IndexTabs
        initial={initial}
        tabs={[
          {
            id: "popular",
            label: "Popular suburbs",
            panel: <PlaceList places={popular} testId="popular-suburbs" />,
          },
          {
            id: "regions",
            label: "Regions",
            panel: (
              <>
                {STATES.map((state) => {
                  const inState = regions.filter((region) => region.stateCode === state.code);
                  if (inState.length === 0) return null;
                  return (
                    <section key={state.code} aria-labelledby={`regions-${state.code}`} className={styles.section}>
                      <h2 id={`regions-${state.code}`}>{state.name}</h2>
                      <PlaceList places={inState} />
                    </section>
                  );
                })}
                <p>
                  <Link href="/find-region">Find a region</Link>
                </p>
              </>
            ),
          },
          {
            id: "suburbs",
            label: "Suburbs",
            panel: (
              <>
                <ul className={styles.places} data-testid="state-links">
                  {STATES.map((state) => (
                    <li key={state.code}>
                      <Link href={stateLocationHref(state.code)}>Suburbs in {state.name}</Link>
                    </li>
                  ))}
                </ul>
                <p>
                  <Link href="/find-suburb">Find a suburb</Link>
                </p>
              </>
            ),
          },
          {
            id: "streets",
            label: "Streets",
            panel: (
              <>
                <PlaceList places={streets} testId="busiest-streets" />
                <p>
                  <Link href="/find-street">Find a street</Link>
                </p>
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
