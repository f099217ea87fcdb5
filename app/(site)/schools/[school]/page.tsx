import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache, Suspense } from "react";
import { ListingGrid, ListingGridSkeleton } from "@/app/(site)/_components/listing-card/listing-grid";
import { formatNumber } from "@/lib/format/numbers";
import { locationPath } from "@/lib/locations/location-urls";
import { schoolIdOf, schoolPath } from "@/lib/locations/school-urls";
import { frameAt, onPreview, PREVIEW_SIZE, previewImageUrl } from "@/lib/map/preview-frame";
import { buildFacetUrl } from "@/lib/search/facet-url";
import type { SearchFilterInput } from "@/lib/search/filter";
import { toListingCards } from "@/lib/services/listings/listing-card";
import { requestContext } from "@/lib/services/request-context";
import { readSearchFilter, searchByFilter } from "@/lib/services/search/search-listings";
import { getSchoolDetails, SCHOOL_REACH_KM, type SchoolDetails } from "@/lib/services/schools/school-page";
import styles from "./school.module.css";

interface Props {
  params: Promise<{ school: string }>;
}

const LEVEL = { primary: "Primary school", secondary: "Secondary school", combined: "Combined school (K–12)" };
const SECTOR = { government: "Government", private: "Private" };
const GENDER = { coed: "Boys and girls", boys: "Boys", girls: "Girls" };
/** The homes "near" a school: within this many km each way of it (a short walk or drive). */
const NEAR_KM = 1.5;
/** The map's zoom: a few streets around the school. */
const MAP_ZOOM = 14;
const HOMES_SHOWN = 6;

/** The school of a page's segment, or null for a 404: shared by the metadata and the page. */
const loadSchool = cache(async (segment: string): Promise<SchoolDetails | null> => {
  const id = schoolIdOf(segment);
  if (id === null) return null;
  const found = await getSchoolDetails(requestContext(), id);
  return found.ok ? found.school : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const school = await loadSchool((await params).school);
  if (!school) return {};
  const place = school.suburb?.displayText ?? "";
  return {
    title: `${school.name}, ${place}: homes nearby and suburbs served`,
    description: `${school.name} in ${place}: ${SECTOR[school.sector].toLowerCase()} ${LEVEL[school.level].toLowerCase()}, years ${school.yearRange}. Homes for sale and rent near it and the suburbs it serves.`,
    alternates: { canonical: schoolPath(school.id, school.name) },
  };
}

/** The search of homes within NEAR_KM of the school: the results page's own map search. */
function nearFilter(school: SchoolDetails, searchMode: "Buy" | "Rent"): SearchFilterInput {
  const dLat = NEAR_KM / 111.32;
  const dLng = NEAR_KM / (111.32 * Math.cos((school.latitude * Math.PI) / 180));
  const round = (n: number) => Number(n.toFixed(5));
  return {
    searchMode,
    context: "Map" as const,
    map: {
      latitude: round(school.latitude),
      longitude: round(school.longitude),
      zoom: MAP_ZOOM,
      bounds: {
        north: round(school.latitude + dLat),
        south: round(school.latitude - dLat),
        east: round(school.longitude + dLng),
        west: round(school.longitude - dLng),
      },
    },
  };
}

async function HomesNear({ school, searchMode }: { school: SchoolDetails; searchMode: "Buy" | "Rent" }) {
  const filter = nearFilter(school, searchMode);
  const ctx = requestContext();
  // The filter is built here, not read from a URL, but it passes the same check as any other.
  const read = readSearchFilter({ ...filter, paging: { skip: 0, take: HOMES_SHOWN } });
  const found = read.ok ? await searchByFilter(ctx, read.filter) : read;
  // A search that failed says so (the service's sentence); it is not "no homes".
  if (!found.ok) return <p className={styles.muted}>{found.message}</p>;
  const result = found.search;
  const what = searchMode === "Buy" ? "for sale" : "for rent";
  if (result.total <= 0)
    return (
      <p className={styles.muted}>
        No homes {what} within {NEAR_KM} km right now.
      </p>
    );
  const cards = await toListingCards(ctx, result.listings);
  const all = buildFacetUrl(filter).url;
  return (
    <>
      <ListingGrid listings={cards} />
      {all && (
        <p>
          <Link href={all} data-testid={`school-all-${searchMode.toLowerCase()}`}>
            All {formatNumber(result.total)} homes {what} near {school.name}
          </Link>
        </p>
      )}
    </>
  );
}

/**
 * A school's page: where it is (the site's own map picture, no outside tiles), what it is, the
 * homes for sale and rent around it and the suburbs it serves. The same for every visitor, so
 * the edge page cache shares it (lib/locations/school-urls.ts).
 */
export default async function SchoolPage({ params }: Props) {
  const { school: segment } = await params;
  const school = await loadSchool(segment);
  if (!school) notFound();
  const path = schoolPath(school.id, school.name);
  if (`/schools/${segment}` !== path) permanentRedirect(path);
  const frame = frameAt([school.longitude, school.latitude], MAP_ZOOM);
  const [x, y] = onPreview(frame, [school.longitude, school.latitude]);
  const suburb = school.suburb;

  return (
    <article className={styles.page} data-testid="school-page">
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          {suburb && (
            <li>
              <Link href={locationPath(suburb.slug)}>{suburb.displayText}</Link>
            </li>
          )}
          <li aria-current="page">{school.name}</li>
        </ol>
      </nav>
      <h1 data-testid="school-name">{school.name}</h1>
      <div className={styles.overview}>
        <dl className={styles.facts} data-testid="school-facts">
          <dt>Type</dt>
          <dd>{LEVEL[school.level]}</dd>
          <dt>Sector</dt>
          <dd>{SECTOR[school.sector]}</dd>
          <dt>Years</dt>
          <dd>{school.yearRange}</dd>
          <dt>Students</dt>
          <dd>
            {GENDER[school.gender]}, {formatNumber(school.enrolments)} enrolled
          </dd>
          {suburb && (
            <>
              <dt>Where</dt>
              <dd>{suburb.displayText}</dd>
            </>
          )}
        </dl>
        <figure className={styles.map} data-testid="school-map">
          <img
            src={previewImageUrl(frame)}
            alt={`Map of the streets around ${school.name}${suburb ? `, ${suburb.displayText}` : ""}`}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
          />
          <svg viewBox={`0 0 ${PREVIEW_SIZE} ${PREVIEW_SIZE}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true">
            <circle cx={x.toFixed(1)} cy={y.toFixed(1)} r="14" fill="#c2185b" stroke="#fff" strokeWidth="5" />
          </svg>
        </figure>
      </div>

      <section aria-labelledby="school-suburbs" className={styles.section}>
        <h2 id="school-suburbs">Suburbs it serves</h2>
        <p className={styles.muted}>
          Its own suburb and the neighbouring suburbs whose centre is within {SCHOOL_REACH_KM[school.level]} km: where
          most of a {school.level === "primary" ? "primary" : "secondary"} school&apos;s families live. Check the
          school&apos;s enrolment zone with the school before you buy.
        </p>
        <ul className={styles.suburbs} data-testid="school-suburbs">
          {school.servedSuburbs.map(({ location, distanceKm }) => (
            <li key={location.id}>
              <Link href={locationPath(location.slug)}>{location.displayText}</Link>{" "}
              <span className={styles.muted}>({distanceKm.toFixed(1)} km)</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="school-buy" className={styles.section} data-testid="school-homes-buy">
        <h2 id="school-buy">Homes for sale near {school.name}</h2>
        <Suspense fallback={<ListingGridSkeleton count={3} />}>
          <HomesNear school={school} searchMode="Buy" />
        </Suspense>
      </section>

      <section aria-labelledby="school-rent" className={styles.section} data-testid="school-homes-rent">
        <h2 id="school-rent">Homes for rent near {school.name}</h2>
        <Suspense fallback={<ListingGridSkeleton count={3} />}>
          <HomesNear school={school} searchMode="Rent" />
        </Suspense>
      </section>
    </article>
  );
}
