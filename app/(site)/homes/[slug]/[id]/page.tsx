import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache, Suspense } from "react";
import { ListingGridSkeleton } from "@/app/(site)/_components/listing-card/listing-grid";
import { SaveButton } from "@/app/_components/saved-homes/save-button";
import { clientEnv, serverEnv } from "@/lib/env";
import { getListingPage } from "@/lib/services/listings/listing-page";
import { locationSearchUrl } from "@/lib/services/locations/location-search-url";
import { requestContext } from "@/lib/services/request-context";
import { readableTextColour } from "@/lib/ui/contrast";
import { EnquiryForm } from "./_components/enquiry-form";
import { Gallery, type GalleryItem } from "./_components/gallery";
import { Inspections } from "./_components/inspections";
import { listingJsonLd, scriptSafeJson } from "./_components/json-ld";
import { ListingActions } from "./_components/listing-actions";
import { LocationMap } from "./_components/location-map";
import { SchoolsAndNearby, SimilarAndOffice } from "./_components/nearby-sections";
import { RemovedListingView, loadRemovedListing } from "./_components/removed-listing";
import { RepaymentCalculator } from "./_components/repayment-calculator";
import { ListingDetails, statusLabel } from "./listing-details";
import styles from "./listing.module.css";

interface Props {
  params: Promise<{ slug: string; id: string }>;
}

/** The listing, read once for the metadata and the page; null when no live listing has the id. */
const loadListing = cache(async (id: string) => {
  if (!/^\d{1,16}$/.test(id)) return null;
  const found = await getListingPage(requestContext(), id);
  return found.ok ? found.listing : null;
});

const MODE_TEXT = { buy: "for sale", rent: "for rent", sold: "sold", leased: "leased" } as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const listing = await loadListing(id);
  if (!listing) {
    const removed = await loadRemovedListing(id);
    return removed ? { title: "This home is no longer available", robots: { index: false } } : {};
  }
  const title = `${listing.address.displayAddress} - ${listing.propertyTypeName} ${MODE_TEXT[listing.statusType]}`;
  const description = `${listing.priceDetails.shortDescription}. ${listing.features.bedrooms} bed, ${listing.features.bathrooms} bath, ${listing.features.cars} car ${listing.propertyTypeName.toLowerCase()}. ${listing.title}`;
  const url = new URL(listing.canonicalUri, serverEnv.SITE_URL).toString();
  return {
    title,
    description,
    alternates: { canonical: listing.canonicalUri },
    openGraph: {
      type: "website",
      siteName: "Homefront",
      locale: "en_AU",
      url,
      title,
      description,
      images: [
        {
          url: new URL(listing.coverPhoto.url, serverEnv.SITE_URL).toString(),
          width: 1200,
          height: 800,
          alt: listing.title,
        },
      ],
    },
    twitter: { card: "summary_large_image", title, description },
  };
}

export default async function ListingPage({ params }: Props) {
  const { slug, id } = await params;
  const listing = await loadListing(id);
  if (!listing) {
    // Middleware answers these with 410 first; this is the fallback when it did not run.
    const removed = await loadRemovedListing(id);
    if (removed) return <RemovedListingView removed={removed} />;
    notFound();
  }
  // Middleware already sent a 301; this keeps the page correct if it is ever bypassed.
  if (listing.canonicalUri !== `/homes/${slug}/${id}`) permanentRedirect(listing.canonicalUri);

  const photos: GalleryItem[] = listing.media.photos.map((photo, i) => ({
    url: photo.url,
    alt: photo.caption ?? `Photo ${i + 1} of ${listing.media.photos.length}, ${listing.address.displayAddress}`,
    kind: "photo",
  }));
  const plans: GalleryItem[] = listing.media.floorPlans.map((plan, i) => ({
    url: plan.url,
    alt: plan.caption ?? `Floor plan ${i + 1}`,
    kind: "floorPlan",
  }));
  const { bedrooms, bathrooms, cars } = listing.features;
  const [agent] = listing.agents;
  const brand = listing.office.company;
  const current = listing.statusType === "buy" || listing.statusType === "rent";
  const rental = listing.listingType === "rental";
  const status = statusLabel(listing);

  return (
    // After a client navigation focus starts here, not on the h1, which comes after the gallery:
    // from the h1 Tab could never go back to the photos (RouteFocus).
    <article
      className={styles.page}
      data-testid="listing-page"
      data-route-focus=""
      tabIndex={-1}
      aria-labelledby="listing-address"
    >
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(listingJsonLd(listing, serverEnv.SITE_URL)) }}
      />
      <Gallery items={[...photos, ...plans]} title={listing.address.displayAddress} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <header className={styles.header}>
            <p
              className={styles.status}
              data-status={status.toLowerCase().replace(" ", "-")}
              data-testid="listing-status"
            >
              {status}
              {listing.isExclusiveList && " · Exclusive to Homefront"}
            </p>
            <p className={styles.price} data-testid="listing-price">
              {listing.priceDetails.shortDescription}
            </p>
            {listing.priceDetails.longDescription &&
              listing.priceDetails.longDescription !== listing.priceDetails.shortDescription && (
                <p className={styles.muted}>{listing.priceDetails.longDescription}</p>
              )}
            <h1 id="listing-address" className={styles.address} data-testid="listing-address">
              {listing.address.displayAddress}
            </h1>
            {!listing.address.isDisclosed && (
              <p>
                <Link href={locationSearchUrl(rental ? "Rent" : "Buy", listing.suburb.slug)}>
                  {listing.suburb.displayText}
                </Link>
              </p>
            )}
            <ul className={styles.features} aria-label="Rooms">
              <li>{bedrooms === 0 ? "Studio" : `${bedrooms} bed${bedrooms === 1 ? "" : "s"}`}</li>
              <li>
                {bathrooms} bath{bathrooms === 1 ? "" : "s"}
              </li>
              <li>
                {cars} car{cars === 1 ? "" : "s"}
              </li>
              <li>{listing.propertyTypeName}</li>
            </ul>
            <ListingActions
              title={listing.title}
              url={listing.canonicalUri}
              tracking={{
                agentId: String(agent?.id ?? ""),
                listingId: String(listing.id),
                listingTier: listing.tierType,
                officeId: String(listing.office.id),
                propertyType: listing.propertyType,
                listingType: listing.listingType,
                estimatePrice: listing.priceDetails.price,
                numBeds: bedrooms,
                locationId: String(listing.suburb.id),
                userId: null,
              }}
            />
            <SaveButton
              listingId={String(listing.id)}
              title={listing.address.displayAddress}
              position="listing-page"
              variant="page"
            />
          </header>

          <section aria-labelledby="description-heading" className={styles.section}>
            <h2 id="description-heading" className={styles.title}>
              {listing.title}
            </h2>
            <div className={styles.description}>
              {listing.description
                .split("\n")
                .filter(Boolean)
                .map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
            </div>
          </section>

          <ListingDetails listing={listing} />

          {(listing.externalMedia.length > 0 || listing.media.documents.length > 0) && (
            <section aria-labelledby="media-heading" className={styles.section}>
              <h2 id="media-heading">Videos, tours and documents</h2>
              <ul className={styles.links}>
                {listing.externalMedia.map((media) => (
                  <li key={media.url}>
                    <a href={media.url} rel="noopener" target="_blank">
                      {media.caption ?? media.type}
                    </a>
                  </li>
                ))}
                {listing.media.documents.map((doc) => (
                  <li key={doc.url}>
                    <a href={doc.url} rel="noopener" target="_blank">
                      {doc.caption ?? "Document"}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {current && (
            <Inspections
              inspections={listing.inspections}
              stateCode={listing.address.stateCode}
              canonicalUri={listing.canonicalUri}
              bookingUrl={listing.integrations.inspectionBookingUrl}
            />
          )}

          {listing.statusType === "buy" && <RepaymentCalculator price={listing.priceDetails.price} />}

          <section aria-labelledby="location-heading" className={styles.section} data-print="hide">
            <h2 id="location-heading">Location</h2>
            <p>
              {listing.address.isDisclosed
                ? listing.address.displayAddress
                : `${listing.suburb.displayText} (street address on request)`}
            </p>
            <LocationMap
              latitude={listing.address.latitude}
              longitude={listing.address.longitude}
              priceText={listing.priceDetails.shortDescription}
              url={listing.canonicalUri}
              label={`Map of ${listing.address.isDisclosed ? listing.address.displayAddress : listing.suburb.displayText}`}
              addressHidden={!listing.address.isDisclosed}
            />
          </section>

          <Suspense fallback={<p className={styles.muted}>Loading schools and nearby suburbs…</p>}>
            <SchoolsAndNearby listing={listing} rental={rental} />
          </Suspense>

          {listing.topics.length > 0 && (
            <section aria-labelledby="topics-heading" className={styles.section} data-print="hide">
              <h2 id="topics-heading">Read next</h2>
              <ul className={styles.links}>
                {listing.topics.map((topic) => (
                  <li key={topic.url}>
                    <Link href={topic.url}>{topic.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className={styles.aside} aria-label="Agents and enquiry">
          <div className={styles.agentCard}>
            <p
              className={styles.office}
              style={{ background: brand.brandColour, color: readableTextColour(brand.brandColour, brand.textColour) }}
            >
              <img src={brand.logoUrl} alt="" width={40} height={40} className={styles.logo} />
              {listing.office.name}
            </p>
            <ul className={styles.agents}>
              {listing.agents.map((a) => (
                <li key={a.id} className={styles.agent}>
                  <img src={a.photoUrl} alt="" width={56} height={56} loading="lazy" />
                  <div>
                    <p className={styles.agentName}>
                      <Link href={a.profileUrl} data-testid="listing-agent-link">
                        {a.name}
                      </Link>
                    </p>
                    <p className={styles.muted}>{a.jobTitle}</p>
                    <p>
                      <a href={`tel:${a.mobile.replace(/[^+\d]/g, "")}`}>{a.mobile}</a>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <p className={styles.muted}>
              {listing.office.streetAddress}
              {listing.office.suburb ? `, ${listing.office.suburb.displayText}` : ""} ·{" "}
              <a href={`tel:${listing.office.phone.replace(/[^+\d]/g, "")}`}>{listing.office.phone}</a>
            </p>
            {listing.integrations.rentalApplicationUrl && (
              <p>
                <a href={listing.integrations.rentalApplicationUrl} rel="noopener" className={styles.button}>
                  Apply for this rental
                </a>
              </p>
            )}
          </div>
          {current && agent && (
            <div data-print="hide">
              <EnquiryForm
                listingId={String(listing.id)}
                agentName={agent.name}
                turnstileSiteKey={clientEnv.NEXT_PUBLIC_TURNSTILE_SITE_KEY}
              />
            </div>
          )}
        </aside>
      </div>
      <Suspense fallback={<ListingGridSkeleton count={3} />}>
        <SimilarAndOffice listing={listing} />
      </Suspense>
    </article>
  );
}
