import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { runOperation } from "@/lib/graphql/server";
import { ListingByIdDocument } from "@/lib/graphql/generated/operations";
import { readableTextColour } from "@/lib/ui/contrast";
import styles from "./listing.module.css";

interface Props {
  params: Promise<{ slug: string; id: string }>;
}

const loadListing = cache(async (id: string) => {
  if (!/^\d{1,16}$/.test(id)) return null;
  return (await runOperation(ListingByIdDocument, { id })).listing;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const listing = await loadListing(id);
  if (!listing) return {};
  return {
    title: `${listing.address.displayAddress} - ${listing.propertyTypeName} ${listing.statusType === "rent" ? "for rent" : listing.statusType === "buy" ? "for sale" : listing.statusType}`,
    description: listing.title,
    alternates: { canonical: listing.canonicalUri },
  };
}

export default async function ListingPage({ params }: Props) {
  const { slug, id } = await params;
  const listing = await loadListing(id);
  if (!listing) notFound();
  if (listing.canonicalUri !== `/homes/${slug}/${id}`) permanentRedirect(listing.canonicalUri);
  const [cover, ...photos] = listing.media.photos;
  const { bedrooms, bathrooms, cars, tags } = listing.features;
  return (
    <article className={styles.page}>
      {cover && (
        <img
          src={cover.url}
          alt={`Photo 1 of ${listing.media.photos.length}: ${listing.title}`}
          width={1200}
          height={800}
          className={styles.hero}
          fetchPriority="high"
        />
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          <p className={styles.price} data-testid="listing-price">
            {listing.priceDetails.shortDescription}
          </p>
          <h1 className={styles.address}>{listing.address.displayAddress}</h1>
          {!listing.address.isDisclosed && (
            <p>
              <Link href={`/properties-for-sale/${listing.suburb.slug}/real-estate`}>{listing.suburb.displayText}</Link>
            </p>
          )}
          <ul className={styles.features} aria-label="Features">
            <li>{bedrooms === 0 ? "Studio" : `${bedrooms} bedrooms`}</li>
            <li>{bathrooms} bathrooms</li>
            <li>{cars} car spaces</li>
            <li>{listing.propertyTypeName}</li>
            {listing.landFeatures.area != null && <li>{listing.landFeatures.area.toLocaleString("en-AU")} m² land</li>}
          </ul>
          {listing.saleDetails.isUnderOffer && <p className={styles.flag}>Under offer</p>}
          <h2 className={styles.title}>{listing.title}</h2>
          <div className={styles.description}>
            {listing.description.split("\n").filter(Boolean).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          {tags.length > 0 && (
            <>
              <h2>Features</h2>
              <ul className={styles.tags}>
                {tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            </>
          )}
          {photos.length > 0 && (
            <>
              <h2>Photos</h2>
              <ul className={styles.photos}>
                {photos.map((photo, i) => (
                  <li key={photo.url}>
                    <img src={photo.url} alt={`Photo ${i + 2} of ${listing.media.photos.length}`} width={600} height={400} loading="lazy" />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <aside className={styles.aside} aria-label="Agent">
          <p className={styles.office} style={{
              background: listing.office.company.brandColour,
              color: readableTextColour(listing.office.company.brandColour, listing.office.company.textColour),
            }}>
            {listing.office.name}
          </p>
          {listing.agents.map((agent) => (
            <p key={agent.id} className={styles.agent}>
              <img src={agent.photoUrl} alt="" width={48} height={48} />
              {agent.name}
            </p>
          ))}
        </aside>
      </div>
    </article>
  );
}
