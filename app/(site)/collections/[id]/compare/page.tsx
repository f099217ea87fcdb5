import type { CSSProperties } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { compareRows, type ComparedListing } from "@/lib/collections/compare";
import { COLLECTION_LIMITS } from "@/lib/collections/limits";
import { comparePicks } from "@/lib/collections/paging";
import { timeZoneForState } from "@/lib/format/dates";
import { getViewer } from "@/lib/session/server/viewer";
import { getCollectionComparison } from "@/lib/services/collections/collection-page";
import { requestContext } from "@/lib/services/request-context";
import { TableFrame } from "@/app/_components/table-frame";
import styles from "../../collections.module.css";
import compare from "./compare.module.css";

export const metadata: Metadata = { title: "Compare homes", robots: { index: false } };

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Days listed count up to this request's moment (a server render, once per request). */
function comparisonAsOfNow(homes: ComparedListing[], people: { memberId: string; name: string }[]) {
  return compareRows(homes, people, Date.now());
}

/**
 * 2 to 4 homes of a collection side by side, the best value of each row highlighted (and named, so
 * the highlight is not colour alone). On a phone the labels are a narrow column that stays put
 * and each home's column is wide enough to be read whole; the table scrolls sideways inside its
 * own frame, the page itself never does.
 */
export default async function ComparePage({ params, searchParams }: Props) {
  const { id } = await params;
  const wanted = comparePicks((await searchParams).ids);
  // The picked homes wherever they are in the collection, not only among its newest page.
  const found = await getCollectionComparison(requestContext(), await getViewer(), id, wanted);
  if (!found.ok) notFound();
  const { collection } = found;
  const back = (
    <p>
      <Link href={collection.uri}>Back to {collection.name}</Link>
    </p>
  );
  const picked = collection.listings.flatMap((item) =>
    item.listing && wanted.includes(String(item.listingId)) ? [{ ...item, listing: item.listing }] : [],
  );
  if (picked.length < COLLECTION_LIMITS.compareMin || picked.length > COLLECTION_LIMITS.compareMax) {
    return (
      <div className={styles.page} data-testid="compare-page">
        <h1>Compare homes</h1>
        <p role="alert">
          Choose {COLLECTION_LIMITS.compareMin} to {COLLECTION_LIMITS.compareMax} homes of this collection to compare
          (you chose {picked.length}).
        </p>
        {back}
      </div>
    );
  }
  const homes: ComparedListing[] = picked.map(({ listing, reactions }) => ({
    listingId: String(listing.id),
    title: listing.address.displayAddress,
    statusType: listing.statusType,
    priceText: listing.priceDetails.shortDescription,
    price: listing.priceDetails.price,
    soldPrice: listing.saleDetails.soldPrice,
    bedrooms: listing.features.bedrooms,
    bathrooms: listing.features.bathrooms,
    cars: listing.features.cars,
    landArea: listing.landFeatures.area,
    buildingArea: listing.buildingFeatures.area,
    energyRating: listing.buildingFeatures.energyRating,
    listedDate: listing.saleDetails.listedDate,
    endedDate: listing.saleDetails.soldDate ?? listing.rentalDetails?.leasedDate ?? null,
    nextInspection: listing.inspections[0]?.startsAt ?? null,
    stateTimeZone: timeZoneForState(listing.address.stateCode),
    schools: listing.schools.map((school) => school.name),
    reactions: Object.fromEntries(
      reactions.map((reaction) => [
        reaction.memberId,
        { reactionType: reaction.reactionType, comment: reaction.comment },
      ]),
    ),
  }));
  const people = collection.contributors.map((person) => ({ memberId: person.memberId, name: person.name }));
  const rows = comparisonAsOfNow(homes, people);
  return (
    <div className={styles.page} data-testid="compare-page">
      <h1>Compare homes</h1>
      {back}
      <p className={styles.meta}>
        The best value in each row is marked: the lowest price, the most rooms and space, the highest energy rating.
      </p>
      <TableFrame label="Homes side by side" className={compare.frame}>
        <table
          className={compare.table}
          style={{ "--homes": picked.length } as CSSProperties}
          data-testid="compare-table"
        >
          <colgroup>
            <col className={compare.labels} />
            {picked.map((item) => (
              <col key={item.listingId} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <td />
              {picked.map((item) => (
                <th key={item.listingId} scope="col">
                  <img src={item.listing.coverPhoto.url} alt="" width={160} height={107} className={compare.photo} />
                  <Link href={item.listing.canonicalUri}>{item.listing.address.displayAddress}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, i) =>
                  row.best[i] ? (
                    <td key={i} className={compare.best} data-best="">
                      {value} <span className={compare.bestMark}>Best</span>
                    </td>
                  ) : (
                    <td key={i}>{value}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}
