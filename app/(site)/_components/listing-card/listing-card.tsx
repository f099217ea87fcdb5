import Link from "next/link";
import { cardBadges, cardPriceText, type CardBadge, type ListingCardFacts } from "@/lib/listings/card-badges";
import { readableTextColour } from "@/lib/ui/contrast";
import { SaveButton } from "@/app/_components/saved-homes/save-button";
import { BathIcon, BedIcon, CarIcon } from "./feature-icons";
import { InspectionBadge } from "./inspection-badge";
import styles from "./listing-card.module.css";

/**
 * One result: photo, price, address (or 'Address available on request'), beds/baths/cars,
 * property type, agent and office branding, badges (sold or leased date; under offer, coming
 * auction and open home) and under offer.
 * `priority` marks the first card's photo as the page's LCP image.
 */
export function ListingCard({ listing, priority = false }: { listing: ListingCardFacts; priority?: boolean }) {
  const company = listing.office.company;
  const agent = listing.agents[0];
  const { bedrooms, bathrooms, cars } = listing.features;
  return (
    <article className={styles.card} data-testid="listing-card">
      <div
        className={styles.brand}
        style={{ background: company.brandColour, color: readableTextColour(company.brandColour, company.textColour) }}
      >
        {/* Decorative: the office name follows as text. */}
        <img src={company.logoUrl} alt="" width={28} height={28} className={styles.logo} />
        <span>{listing.office.name}</span>
      </div>
      <SaveButton listingId={String(listing.id)} title={listing.address.displayAddress} position="card" />
      <Link href={listing.canonicalUri} className={styles.photoLink} tabIndex={-1} aria-hidden="true">
        <img
          src={listing.coverPhoto.url}
          alt=""
          width={600}
          height={400}
          className={styles.photo}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <div className={styles.badges}>
          {cardBadges(listing).map((badge) => (
            <CardBadgeView key={badge.kind} badge={badge} stateCode={listing.address.stateCode} />
          ))}
        </div>
        <p className={styles.price} data-testid="listing-card-price">
          {cardPriceText(listing)}
        </p>
        <h3 className={styles.address}>
          <Link href={listing.canonicalUri} className={styles.titleLink}>
            {/* The service already reads 'Address available on request' when the address is hidden. */}
            {listing.address.displayAddress}
          </Link>
        </h3>
        {!listing.address.isDisclosed && (
          <p className={styles.suburb}>
            {listing.address.suburb}, {listing.address.stateCode} {listing.address.postcode}
          </p>
        )}
        <ul className={styles.features} aria-label="Features">
          <li>
            <BedIcon /> {bedrooms === 0 ? "Studio" : `${bedrooms} bed`}
          </li>
          <li>
            <BathIcon /> {bathrooms} bath
          </li>
          <li>
            <CarIcon /> {cars} car
          </li>
          <li className={styles.type}>{listing.propertyTypeName}</li>
        </ul>
        {agent && (
          <p className={styles.agent}>
            <img src={agent.photoUrl} alt="" width={32} height={32} className={styles.agentPhoto} loading="lazy" />
            {agent.name}
          </p>
        )}
      </div>
    </article>
  );
}

function CardBadgeView({ badge, stateCode }: { badge: CardBadge; stateCode: string }) {
  switch (badge.kind) {
    case "outcome":
      return (
        <span className={styles.badge} data-testid="listing-card-outcome">
          {badge.label} <time dateTime={badge.at}>{badge.date}</time>
        </span>
      );
    case "underOffer":
      return <span className={styles.badgeWarn}>Under offer</span>;
    case "auction":
      return <InspectionBadge startsAt={badge.at} stateCode={stateCode} prefix="Auction" />;
    case "inspection":
      return <InspectionBadge startsAt={badge.at} stateCode={stateCode} />;
  }
}
