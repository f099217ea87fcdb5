"use client";

/**
 * Spec section 3: viewed and enquired listings per user, each under a key made from the user id,
 * newest first, no duplicates, at most 100. Loaded into memory on sign-in, emptied on sign-out.
 */
export const LISTING_HISTORY_LIMIT = 100;
export type ListingHistoryKind = "viewed" | "enquired";

const memory: Record<ListingHistoryKind, number[]> = { viewed: [], enquired: [] };
let loadedFor: string | null = null;

export const listingHistoryKey = (kind: ListingHistoryKind, userId: string) => `${kind}-listings-${userId}`;

function read(kind: ListingHistoryKind, userId: string): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(listingHistoryKey(kind, userId)) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)).slice(0, LISTING_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function loadListingHistory(userId: string): void {
  if (loadedFor === userId) return;
  loadedFor = userId;
  memory.viewed = read("viewed", userId);
  memory.enquired = read("enquired", userId);
}

export function clearListingHistoryInMemory(): void {
  loadedFor = null;
  memory.viewed = [];
  memory.enquired = [];
}

/** Newest first, no duplicates, capped (pure: tested without a browser). */
export function withListing(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((existing) => existing !== id)].slice(0, LISTING_HISTORY_LIMIT);
}

export function rememberListing(kind: ListingHistoryKind, id: number): void {
  memory[kind] = withListing(memory[kind], id);
  if (!loadedFor) return;
  try {
    window.localStorage.setItem(listingHistoryKey(kind, loadedFor), JSON.stringify(memory[kind]));
  } catch {
    // Storage full or disabled: the in-memory list still works for this page.
  }
}

export function listingHistory(kind: ListingHistoryKind): readonly number[] {
  return memory[kind];
}
