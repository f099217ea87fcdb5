"use client";

import { useEffect, useSyncExternalStore } from "react";
import { readStoredMember, subscribeToMember } from "@/lib/session/client/member-store";
import { requestOperation } from "@/lib/graphql/client";
import { SavedListingsDocument } from "@/lib/graphql/generated/documents/SavedListings";
import { ToggleSavedListingDocument } from "@/lib/graphql/generated/documents/ToggleSavedListing";
import { COLLECTION_FAILURE, failureText } from "@/lib/collections/messages";
import { sendSaveEvent, takePendingSave } from "./pending-save-storage";

/**
 * The saved state of every listing on the page, in the browser. Save buttons register their
 * listing when they mount; the ids registered in the same tick are read in ONE savedListings
 * query (a whole results page at once), never in the server render, so the page itself stays
 * the same for everyone and the edge page cache can serve it.
 */
const collectionsOf = new Map<string, readonly string[]>();
const wanted = new Set<string>();
/**
 * Ids already asked for the current member, answered or still in flight. Without it a card that
 * mounts while the page's query is on its way (recently viewed cards whose listings arrived first,
 * a streamed part hydrating late) finds no answer yet and sends a second query for the same ids.
 */
const asked = new Set<string>();
const listeners = new Set<() => void>();
let scheduled = false;
let member: string | null | undefined;
let version = 0;

/** Ids per query: the service reads at most 100. */
const IDS_PER_QUERY = 100;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

/** A different member (or none) invalidates everything known. */
function currentMember(): string | null {
  const now = readStoredMember()?.username ?? null;
  if (now !== member) {
    member = now;
    collectionsOf.clear();
    asked.clear();
  }
  return now;
}

/**
 * Runs once the page has settled: its HTML has all arrived (streamed parts included) and the
 * browser is idle, which is when React has hydrated every part of it. Cards of a part that
 * hydrates later (the home page's "Just listed" streams in after the shell) then join the same
 * query instead of sending their own.
 */
function afterPageSettles(run: () => void) {
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 1_000 });
    else setTimeout(run, 0);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", whenIdle, { once: true });
  else whenIdle();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  afterPageSettles(() => {
    scheduled = false;
    void load();
  });
}

/**
 * The listings of every save button in the document, hydrated or not: the server rendered them
 * all, so a part React has not hydrated yet (under load it can be seconds behind the idle
 * callback) is asked with the rest instead of in a query of its own when it does.
 */
function listingsInDocument(): string[] {
  const ids: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-save-listing-id]")) {
    const id = element.dataset.saveListingId;
    if (id) ids.push(id);
  }
  return ids;
}

async function load() {
  const username = currentMember();
  for (const id of listingsInDocument()) wanted.add(id);
  const ids = [...wanted].filter((id) => !collectionsOf.has(id) && !asked.has(id));
  wanted.clear();
  if (!username) return;
  // Marked before any await, so a card mounting meanwhile does not ask again.
  for (const id of ids) asked.add(id);
  await donePendingSave(username);
  if (ids.length === 0) return;
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const chunk = ids.slice(i, i + IDS_PER_QUERY);
    try {
      const { savedListings } = await requestOperation(SavedListingsDocument, { listingIds: chunk });
      // Signed out or switched member meanwhile: this answer is someone else's.
      if (currentMember() !== username) return;
      for (const id of chunk) collectionsOf.set(id, []);
      for (const entry of savedListings) collectionsOf.set(String(entry.listingId), entry.collectionIds.map(String));
    } catch {
      // The hearts stay empty; a later mount (or page view) asks again.
      for (const id of chunk) asked.delete(id);
    }
  }
  notify();
}

/**
 * Told when a save asked for before sign-in has just been written: a page that rendered the
 * member's collections on the server (the collections page) reads them again, or the home would
 * show only after a reload.
 */
const pendingSaveListeners = new Set<() => void>();

/**
 * A save asked for before sign-in is done once the member is known, then its tracking event is
 * sent: a new collection is created with the home in it; a tap on the heart saves the home to the
 * default collection unless it is saved already.
 */
async function donePendingSave(username: string) {
  const pending = takePendingSave();
  if (!pending) return;
  try {
    if (pending.collectionName) {
      await createPendingCollection(username, pending.listingId, pending.collectionName);
      for (const listener of pendingSaveListeners) listener();
      sendSaveEvent(pending.listingId, pending.position, readStoredMember()?.id ?? username);
      notify();
      return;
    }
    const { savedListings } = await requestOperation(SavedListingsDocument, { listingIds: [pending.listingId] });
    if (savedListings.length === 0) {
      const { toggleSavedListing } = await requestOperation(ToggleSavedListingDocument, {
        listingId: pending.listingId,
      });
      if (toggleSavedListing.ok) {
        collectionsOf.set(pending.listingId, toggleSavedListing.collectionIds.map(String));
        for (const listener of pendingSaveListeners) listener();
      }
    }
    sendSaveEvent(pending.listingId, pending.position, readStoredMember()?.id ?? username);
    notify();
  } catch {
    // Nothing saved: the heart shows that, and the person can tap again.
  }
}

/**
 * Creates the collection a visitor started, then puts the home in it. Its two operations load
 * only here: few page views finish a pending collection, and every page has hearts.
 */
async function createPendingCollection(username: string, listingId: string, name: string) {
  const [{ AddCollectionsDocument }, { UpdateListingInCollectionsDocument }] = await Promise.all([
    import("@/lib/graphql/generated/documents/AddCollections"),
    import("@/lib/graphql/generated/documents/UpdateListingInCollections"),
  ]);
  const { addCollections } = await requestOperation(AddCollectionsDocument, { username, items: [{ name }] });
  const made = addCollections.ok ? addCollections.collections[0] : undefined;
  if (!made) {
    pendingFailures.set(listingId, failureText(COLLECTION_FAILURE.add, addCollections.error?.message));
    return;
  }
  const { updateListingInCollections: result } = await requestOperation(UpdateListingInCollectionsDocument, {
    username,
    listingId,
    addToCollectionIds: [String(made.id)],
  });
  if (result.ok) collectionsOf.set(listingId, result.collectionIds.map(String));
  else pendingFailures.set(listingId, failureText(COLLECTION_FAILURE.update, result.error?.message));
}

/** Why a collection started before sign-in could not be made, by listing: its heart says so. */
const pendingFailures = new Map<string, string>();

export function pendingSaveFailure(listingId: string): string | null {
  return pendingFailures.get(listingId) ?? null;
}

export function clearPendingSaveFailure(listingId: string): void {
  if (pendingFailures.delete(listingId)) notify();
}

/** Every listing a mounted button shows: asked again when the member changes (sign-in, sign-out). */
const shown = new Set<string>();
let stopWatchingMember: (() => void) | null = null;

function onMemberChange() {
  const before = member;
  if (currentMember() === before) return;
  for (const id of shown) wanted.add(id);
  notify();
  schedule();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  stopWatchingMember ??= subscribeToMember(onMemberChange);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatchingMember?.();
      stopWatchingMember = null;
    }
  };
}

const snapshot = () => version;

/** The collections holding this listing (undefined while unknown), read with the page's other cards. */
export function useSavedCollections(listingId: string): readonly string[] | undefined {
  useSyncExternalStore(subscribe, snapshot, () => 0);
  useEffect(() => {
    shown.add(listingId);
    wanted.add(listingId);
    schedule();
    return () => {
      shown.delete(listingId);
    };
  }, [listingId]);
  currentMember();
  return collectionsOf.get(listingId);
}

/**
 * Listings a part of the page will show once it has fetched them (recently viewed, from the ids
 * this browser keeps): asked for with the page's other hearts, so the page sends one saved-state
 * query rather than a second one when those cards arrive.
 */
export function expectSavedState(listingIds: readonly string[]) {
  for (const id of listingIds) if (!collectionsOf.has(id) && !asked.has(id)) wanted.add(id);
  if (wanted.size > 0) schedule();
}

/** After a change the server confirmed. */
export function setSavedCollections(listingId: string, collectionIds: readonly string[]) {
  collectionsOf.set(listingId, collectionIds);
  notify();
}

/** Runs a pending save on a page without cards (the collections page); `onSaved` once it is written. */
export function usePendingSave(onSaved: () => void) {
  useEffect(() => {
    pendingSaveListeners.add(onSaved);
    schedule();
    return () => {
      pendingSaveListeners.delete(onSaved);
    };
  }, [onSaved]);
}
