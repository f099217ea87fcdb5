/**
 * What a member may keep, and why these numbers: enough for any real search for a home (a
 * couple shortlisting suburbs, a buyer's agent with several clients) while keeping every page of
 * a collection, its compare view and the saved state of a results page cheap to read.
 */
export const COLLECTION_LIMITS = {
  /** Collections one member may own (joined ones do not count). */
  collectionsPerMember: 50,
  /** Listings in one collection. */
  listingsPerCollection: 500,
  /** People in one collection: the owner, collaborators and open invitations together. */
  peoplePerCollection: 20,
  /** Invitations one member may send in 24 hours, across all their collections. */
  invitesPerDay: 30,
  /** Addresses in one invite request. */
  addressesPerInvite: 10,
  /** Characters in a comment on a listing. */
  commentLength: 500,
  /** Characters in a collection's name. */
  nameLength: 60,
  /** Collections created in one addCollections call. */
  collectionsPerRequest: 10,
  /** How long an invitation link works. */
  inviteLifetimeDays: 14,
  /** Listings compared side by side. */
  compareMin: 2,
  compareMax: 4,
  /** Cover photos of a collection on /collections. */
  coverImages: 3,
} as const;

/** The collection a single tap on a heart saves to, created on the first save. */
export const DEFAULT_COLLECTION_NAME = "Saved homes";
