"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { useStoredMember } from "@/lib/session/client/member-store";
import { COLLECTION_FAILURE, failureText } from "@/lib/collections/messages";
import { requestOperation } from "@/lib/graphql/client";
import { ToggleSavedListingDocument } from "@/lib/graphql/generated/documents/ToggleSavedListing";
import { signInToSave } from "./pending-save-storage";
import { clearPendingSaveFailure, pendingSaveFailure, setSavedCollections, useSavedCollections } from "./saved-state";
import styles from "./save-button.module.css";

// The picker is a dialog few visitors open; it loads on the first "Collections…", not with every
// heart on every page.
const CollectionPicker = lazy(() => import("./collection-picker").then((m) => ({ default: m.CollectionPicker })));
const NewCollectionAfterSignIn = lazy(() =>
  import("./new-collection-after-sign-in").then((m) => ({ default: m.NewCollectionAfterSignIn })),
);

/**
 * The heart on a listing card or page. One tap saves to the member's default collection (a second
 * tap takes it out of every collection); "Collections…" picks several at once. Signed out, the
 * save, or a new collection with this home, is kept in the browser and done after sign-in.
 */
export function SaveButton({
  listingId,
  title,
  position,
  variant = "card",
}: {
  listingId: string;
  title: string;
  position: string;
  variant?: "card" | "page";
}) {
  const member = useStoredMember();
  const collectionIds = useSavedCollections(listingId);
  const saved = (collectionIds?.length ?? 0) > 0;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const router = useRouter();

  async function toggle() {
    setError(null);
    clearPendingSaveFailure(listingId);
    if (!member) {
      router.push(signInToSave(listingId, position));
      return;
    }
    setPending(true);
    try {
      const { toggleSavedListing } = await requestOperation(ToggleSavedListingDocument, { listingId });
      if (toggleSavedListing.ok) setSavedCollections(listingId, toggleSavedListing.collectionIds.map(String));
      else setError(failureText(COLLECTION_FAILURE.update, toggleSavedListing.error?.message));
    } catch {
      setError(COLLECTION_FAILURE.update);
    } finally {
      setPending(false);
    }
  }

  return (
    <div
      className={variant === "card" ? styles.onCard : styles.onPage}
      data-testid="save-listing"
      data-save-listing-id={listingId}
      // Tests wait on this (every heart known) before counting the page's saved-state queries.
      data-saved-state={collectionIds === undefined ? "unknown" : "known"}
    >
      <button
        type="button"
        className={styles.heart}
        aria-pressed={saved}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={toggle}
        title={saved ? "Saved: tap to remove from your collections" : "Save"}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4h2c.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z"
            fill={saved ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {/* On the listing page the visible word is the name (one listing there); on a card the address says which. */}
        {variant === "page" ? <span>Save</span> : <span className="visually-hidden">Save {title}</span>}
      </button>
      <button
        type="button"
        className={styles.more}
        aria-haspopup="dialog"
        onClick={() => setPicking(true)}
        data-testid="choose-collections"
      >
        <span aria-hidden="true">{variant === "page" ? "Collections…" : "…"}</span>
        <span className="visually-hidden">Choose collections for {title}</span>
      </button>
      {picking && member && (
        <Suspense fallback={null}>
          <CollectionPicker
            listingId={listingId}
            title={title}
            username={member.username}
            current={collectionIds ?? []}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
      {picking && !member && (
        <Suspense fallback={null}>
          <NewCollectionAfterSignIn
            title={title}
            onSubmit={(name) => router.push(signInToSave(listingId, position, name))}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
      {(error ?? pendingSaveFailure(listingId)) && (
        <p role="alert" className={styles.error}>
          {error ?? pendingSaveFailure(listingId)}
        </p>
      )}
    </div>
  );
}
