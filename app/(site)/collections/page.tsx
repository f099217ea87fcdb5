import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { getViewer } from "@/lib/session/server/viewer";
import { COLLECTION_LIMITS } from "@/lib/collections/limits";
import { formatDate } from "@/lib/format/dates";
import { listCollectionSummaries } from "@/lib/services/collections/summaries";
import { requestContext } from "@/lib/services/request-context";
import { CollectionSettings } from "./_components/collection-settings";
import { CreateCollection } from "./_components/create-collection";
import { PendingSaveRunner } from "./_components/pending-save-runner";
import styles from "./collections.module.css";

export const metadata: Metadata = { title: "Your collections", robots: { index: false } };

/** The member's collections (owned and joined) with covers, counts and dates; create, rename, share, delete. */
export default async function CollectionsPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(signInPathFor("/collections", "collections"));
  const collections = await listCollectionSummaries(requestContext(), viewer, {
    username: viewer.username,
    imageCount: COLLECTION_LIMITS.coverImages,
  });
  return (
    <div className={styles.page} data-testid="collections-page">
      <PendingSaveRunner />
      <h1>Your collections</h1>
      <p className={styles.muted}>
        Keep homes in collections, plan with a partner, and compare up to {COLLECTION_LIMITS.compareMax} side by side.
      </p>
      <CreateCollection username={viewer.username} />
      {collections.length === 0 ? (
        <p>No collections yet. Tap the heart on any home to save it.</p>
      ) : (
        <ul className={styles.grid} data-testid="collections-list">
          {collections.map((collection) => (
            <li key={collection.id} className={styles.card} data-testid="collection-card">
              <div className={styles.covers} aria-hidden="true">
                {Array.from({ length: COLLECTION_LIMITS.coverImages }, (_, i) => {
                  const photo = collection.coverPhotos[i];
                  return photo ? (
                    <img key={i} src={photo.url} alt="" width={200} height={134} loading="lazy" />
                  ) : (
                    <span key={i} className={styles.emptyCover} />
                  );
                })}
              </div>
              <h2 className={styles.name}>
                <Link href={collection.uri}>{collection.name}</Link>
              </h2>
              <p className={styles.meta}>
                {collection.listingCount} {collection.listingCount === 1 ? "home" : "homes"} ·{" "}
                {collection.isPublic ? "Public" : "Private"}
                {collection.viewerRole === "collaborator" && " · Shared with you"}
              </p>
              <p className={styles.meta}>
                Created {formatDate(collection.createdAt)} · Updated {formatDate(collection.modifiedAt)}
              </p>
              {collection.viewerRole === "owner" && (
                <CollectionSettings
                  collectionId={String(collection.id)}
                  name={collection.name}
                  isPublic={collection.isPublic}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
