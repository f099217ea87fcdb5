import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { COLLECTION_LIMITS } from "@/lib/collections/limits";
import { listingChanges, type ListingChange } from "@/lib/collections/listing-state";
import { collectionPaging, comparePicks, type CollectionPaging } from "@/lib/collections/paging";
import { formatDate } from "@/lib/format/dates";
import { getViewer } from "@/lib/session/server/viewer";
import { getCollectionPage } from "@/lib/services/collections/collection-page";
import { requestContext } from "@/lib/services/request-context";
import { CollectionSettings } from "../_components/collection-settings";
import { InviteForm, LeaveCollection, RemoveCollaborator, RemoveInvite } from "../_components/collection-people";
import { ReactionForm } from "../_components/reaction-form";
import { Avatar } from "../_components/avatar";
import styles from "../collections.module.css";
import page from "./collection-page.module.css";

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** For the signed-in viewer: a private collection is theirs to read only if they contribute to it. */
const loadCollection = cache(async (id: string, skip: number) =>
  getCollectionPage(requestContext(), await getViewer(), id, skip),
);

/**
 * The collection with the page of homes `?page=` asks for. The count comes with the first read;
 * a page past the last is read again as the last one (a stale link after homes were removed).
 */
const loadCollectionPage = cache(async (id: string, rawPage: string | undefined) => {
  const asked = collectionPaging(rawPage, Number.MAX_SAFE_INTEGER);
  const first = await loadCollection(id, asked.skip);
  if (!first.ok) return null;
  const paging = collectionPaging(rawPage, first.collection.listingCount);
  const found = paging.skip === asked.skip ? first : await loadCollection(id, paging.skip);
  return found.ok ? { collection: found.collection, paging } : null;
});

function pageParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const loaded = await loadCollectionPage((await params).id, pageParam((await searchParams).page));
  const collection = loaded?.collection;
  // A private collection's name is not for search engines or link previews.
  return { title: collection ? collection.name : "Collection not found", robots: { index: false } };
}

function ChangeNote({ change }: { change: ListingChange }) {
  switch (change.kind) {
    case "sold":
      return <>Sold {formatDate(change.at)}</>;
    case "leased":
      return <>Leased {formatDate(change.at)}</>;
    case "underOffer":
      return change.since === null ? <>Under offer</> : <>Under offer since {formatDate(change.since)}</>;
    case "priceChanged":
      if (change.on === null)
        return (
          <>
            Price changed from {change.from} to {change.to} since it was saved on {formatDate(change.savedAt)}
          </>
        );
      return (
        <>
          Price changed on {formatDate(change.on)}
          {change.from.trim() !== change.to.trim() && ` (was ${change.from}, now ${change.to})`}
        </>
      );
  }
}

/**
 * A collection at its uri: its homes as they are now, who added each, every contributor's
 * reaction and comment, the people, and (owner only) open invitations. Private collections are
 * a 404 for everyone but their contributors; public ones are read-only for others.
 */
export default async function CollectionPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  const loaded = await loadCollectionPage(id, pageParam(query.page));
  if (!loaded) notFound();
  const { collection, paging } = loaded;
  // Homes picked to compare on other pages ride along as hidden fields, so picks span pages.
  const picks = comparePicks(query.ids);
  const onThisPage = new Set(collection.listings.map((item) => String(item.listingId)));
  const pickedElsewhere = picks.filter((listingId) => !onThisPage.has(listingId));
  const role = collection.viewerRole;
  const contributor = role === "owner" || role === "collaborator";
  const names = new Map(collection.contributors.map((person) => [String(person.memberId), person.name]));
  return (
    <div className={styles.page} data-testid="collection-page">
      <p>
        <Link href="/collections">Your collections</Link>
      </p>
      <h1 data-testid="collection-name">{collection.name}</h1>
      <p className={styles.meta}>
        {collection.listingCount} {collection.listingCount === 1 ? "home" : "homes"} ·{" "}
        {collection.isPublic ? "Public: anyone with the link can read it" : "Private"} · Updated{" "}
        {formatDate(collection.modifiedAt)}
      </p>
      {role === "owner" && (
        <CollectionSettings
          collectionId={String(collection.id)}
          name={collection.name}
          isPublic={collection.isPublic}
          afterDelete="/collections"
        />
      )}

      <section aria-labelledby="people-heading" className={page.section}>
        <h2 id="people-heading">People</h2>
        <ul className={page.people} data-testid="contributors">
          {collection.contributors.map((person) => (
            <li key={person.memberId} className={page.person}>
              <Avatar name={person.name} url={person.avatarUrl ?? null} />
              <span>
                {person.name} <span className={styles.meta}>({person.role})</span>
              </span>
              {role === "owner" && person.role === "collaborator" && (
                <RemoveCollaborator
                  collectionId={String(collection.id)}
                  memberId={String(person.memberId)}
                  name={person.name}
                />
              )}
            </li>
          ))}
        </ul>
        {role === "collaborator" && <LeaveCollection collectionId={String(collection.id)} />}
        {role === "owner" && (
          <>
            {collection.pendingInvites.length > 0 && (
              <>
                <h3>Invited, not yet accepted</h3>
                <ul className={page.people} data-testid="pending-invites">
                  {collection.pendingInvites.map((invite) => (
                    <li key={invite.email} className={page.person}>
                      <span>
                        {invite.email}{" "}
                        <span className={styles.meta}>(link works until {formatDate(invite.expiresAt)})</span>
                      </span>
                      <RemoveInvite collectionId={String(collection.id)} email={invite.email} />
                    </li>
                  ))}
                </ul>
              </>
            )}
            <InviteForm collectionId={String(collection.id)} />
          </>
        )}
      </section>

      <section aria-labelledby="homes-heading" className={page.section}>
        <h2 id="homes-heading">Homes</h2>
        {collection.listings.length === 0 ? (
          <p>No homes yet. Tap the heart on a home, or “Collections…”, to add it here.</p>
        ) : (
          <>
            <form
              id="compare-form"
              action={`/collections/${collection.id}/compare`}
              method="get"
              className={styles.inlineForm}
            >
              <span>
                Tick {COLLECTION_LIMITS.compareMin} to {COLLECTION_LIMITS.compareMax} homes to compare them side by
                side.
              </span>
              {pickedElsewhere.map((listingId) => (
                <input key={listingId} type="hidden" name="ids" value={listingId} />
              ))}
              {pickedElsewhere.length > 0 && (
                <span data-testid="picked-elsewhere">{pickedElsewhere.length} picked on other pages.</span>
              )}
              <button type="submit">Compare selected</button>
            </form>
            {paging.pages > 1 && (
              <CollectionPager collectionUri={collection.uri} paging={paging} total={collection.listingCount} />
            )}
            <ul className={page.listings} data-testid="collection-listings">
              {collection.listings.map((item) => {
                const listing = item.listing;
                if (!listing) return null;
                const changes = listingChanges({
                  statusType: listing.statusType,
                  priceText: listing.priceDetails.shortDescription,
                  isUnderOffer: listing.saleDetails.isUnderOffer,
                  soldDate: listing.saleDetails.soldDate ?? null,
                  leasedDate: listing.rentalDetails?.leasedDate ?? null,
                  priceTextWhenAdded: item.priceTextWhenAdded,
                  addedAt: item.addedAt,
                  priceChangedAt: item.priceChangedAt ?? null,
                  underOfferSince: item.underOfferSince ?? null,
                });
                return (
                  <li key={item.listingId} className={page.listing} data-testid="collection-listing">
                    <img src={listing.coverPhoto.url} alt="" width={240} height={160} className={page.photo} />
                    <div className={page.details}>
                      <p className={page.price}>{listing.priceDetails.shortDescription}</p>
                      <h3 className={page.address}>
                        <Link href={listing.canonicalUri}>{listing.address.displayAddress}</Link>
                      </h3>
                      <p className={styles.meta}>
                        {listing.features.bedrooms} bed · {listing.features.bathrooms} bath · {listing.features.cars}{" "}
                        car · {listing.propertyTypeName}
                      </p>
                      {changes.length > 0 && (
                        <ul className={page.changes} data-testid="listing-changes">
                          {changes.map((change) => (
                            <li key={change.kind}>
                              <ChangeNote change={change} />
                            </li>
                          ))}
                        </ul>
                      )}
                      <p className={styles.meta}>
                        Added by {item.addedBy?.name ?? "a former collaborator"} on {formatDate(item.addedAt)}
                      </p>
                      <label className={page.compare}>
                        <input
                          type="checkbox"
                          name="ids"
                          value={String(item.listingId)}
                          form="compare-form"
                          defaultChecked={picks.includes(String(item.listingId))}
                        />
                        Compare<span className="visually-hidden"> {listing.address.displayAddress}</span>
                      </label>
                      {item.reactions.length > 0 && (
                        <ul className={page.reactions} aria-label="Reactions and comments" data-testid="reactions">
                          {item.reactions.map((reaction) => (
                            <li key={reaction.memberId}>
                              <strong>{names.get(reaction.memberId) ?? "A former collaborator"}</strong>
                              {reaction.reactionType && (
                                <span className={page.reaction} data-reaction={reaction.reactionType}>
                                  {reaction.reactionType === "like" ? " likes it" : " does not like it"}
                                </span>
                              )}
                              {/* Members' words, rendered as text. */}
                              {reaction.comment && <q className={page.comment}>{reaction.comment}</q>}
                            </li>
                          ))}
                        </ul>
                      )}
                      {contributor && (
                        <ReactionForm
                          collectionId={String(collection.id)}
                          listingId={String(item.listingId)}
                          title={listing.address.displayAddress}
                        />
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/**
 * Pages of a collection with more than one page of homes. The buttons submit the compare form to
 * this page, so homes ticked here stay picked on the next page.
 */
function CollectionPager({
  collectionUri,
  paging,
  total,
}: {
  collectionUri: string;
  paging: CollectionPaging;
  total: number;
}) {
  return (
    <nav aria-label="Pages of homes" className={page.pager} data-testid="collection-pager">
      {paging.page > 1 && (
        <button type="submit" form="compare-form" formAction={collectionUri} name="page" value={paging.page - 1}>
          Previous page
        </button>
      )}
      <span aria-live="polite">{`Homes ${paging.from}–${paging.to} of ${total}`}</span>
      {paging.page < paging.pages && (
        <button type="submit" form="compare-form" formAction={collectionUri} name="page" value={paging.page + 1}>
          Next page
        </button>
      )}
    </nav>
  );
}
