import { formatDollars } from "@/lib/format/money";
import { formatDate, formatDayTime, timeZoneForState } from "@/lib/format/dates";
import { formatNumber } from "@/lib/format/numbers";
import type { ListingPage } from "@/lib/services/listings/listing-page";
import { formatEnergyRating } from "@/lib/listings/energy-rating";
import { featureGroupOf, featureLabel, PROPERTY_FEATURES, type FeatureGroup } from "@/lib/listings/features";
import styles from "./listing.module.css";

const GROUP_TITLES: Record<FeatureGroup, string> = {
  amenity: "Amenities",
  indoor: "Indoor",
  outdoor: "Outdoor",
  eco: "Eco-friendly",
};
const GROUP_OF_LABEL = new Map(PROPERTY_FEATURES.map((feature) => [featureLabel(feature), featureGroupOf(feature)]));

/** A listing's status as shown: Available, Under offer, Sold or Leased. */
export function statusLabel(listing: Pick<ListingPage, "statusType" | "saleDetails">): string {
  if (listing.statusType === "sold") return "Sold";
  if (listing.statusType === "leased") return "Leased";
  return listing.saleDetails.isUnderOffer ? "Under offer" : "Available";
}

function Facts({ rows }: { rows: [string, string | null | undefined][] }) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Features by group, land, building, sale and rental details: each shown only when present. */
export function ListingDetails({ listing }: { listing: ListingPage }) {
  const zone = timeZoneForState(listing.address.stateCode);
  const groups = new Map<FeatureGroup, string[]>();
  for (const tag of listing.features.tags) {
    const group = GROUP_OF_LABEL.get(tag) ?? "amenity";
    groups.set(group, [...(groups.get(group) ?? []), tag]);
  }
  const { landFeatures: land, buildingFeatures: building, saleDetails: sale, rentalDetails: rental } = listing;
  const depths = [land.depthLeft, land.depthRight].filter((d): d is number => d != null);
  return (
    <>
      {groups.size > 0 && (
        <section aria-labelledby="features-heading" className={styles.section} data-testid="listing-features">
          <h2 id="features-heading">Property features</h2>
          <div className={styles.featureGroups}>
            {(Object.keys(GROUP_TITLES) as FeatureGroup[]).flatMap((group) => {
              const tags = groups.get(group);
              return tags
                ? [
                    <div key={group}>
                      <h3>{GROUP_TITLES[group]}</h3>
                      <ul className={styles.tags}>
                        {tags.map((tag) => (
                          <li key={tag}>{tag}</li>
                        ))}
                      </ul>
                    </div>,
                  ]
                : [];
            })}
          </div>
        </section>
      )}
      <section aria-labelledby="details-heading" className={styles.section}>
        <h2 id="details-heading">Property details</h2>
        <Facts
          rows={[
            ["Property type", listing.propertyTypeName],
            ["Land area", land.area != null ? `${formatNumber(land.area)} m²` : null],
            ["Frontage", land.frontage != null ? `${land.frontage} m` : null],
            ["Depth", depths.length ? depths.map((d) => `${d} m`).join(" / ") : null],
            ["Estate", land.estate],
            ["Building area", building.area != null ? `${formatNumber(building.area)} m²` : null],
            ["Energy rating", building.energyRating != null ? formatEnergyRating(building.energyRating) : null],
            [
              "Auction",
              sale.auctionDate && listing.statusType === "buy" ? formatDayTime(sale.auctionDate, zone) : null,
            ],
            ["Listed", formatDate(sale.listedDate, { timeZone: zone })],
            ["Sold", sale.soldDate ? formatDate(sale.soldDate, { timeZone: zone }) : null],
            [
              "Sold price",
              listing.statusType === "sold"
                ? sale.soldPrice != null
                  ? formatDollars(sale.soldPrice)
                  : "Price withheld"
                : null,
            ],
            ["Bond", rental?.bond != null ? formatDollars(rental.bond) : null],
            [
              "Available",
              rental?.availableDate && listing.statusType === "rent"
                ? formatDate(rental.availableDate, { timeZone: zone })
                : null,
            ],
            ["Leased", rental?.leasedDate ? formatDate(rental.leasedDate, { timeZone: zone }) : null],
          ]}
        />
      </section>
    </>
  );
}
