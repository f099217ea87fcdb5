/**
 * "Topics" of a listing: what a buyer or renter may want to read next. Pure, from what the page
 * already knows, so it costs no query. Links go to our own pages only.
 */
export interface ListingTopic {
  title: string;
  url: string;
}

export function listingTopics(listing: {
  listingType: "sale" | "rental";
  suburbName: string;
  suburbSlug: string;
  hasAuction: boolean;
  searchUrl: string;
}): ListingTopic[] {
  const topics: ListingTopic[] = [
    { title: `Living in ${listing.suburbName}`, url: `/locations/${listing.suburbSlug}` },
    {
      title: `${listing.listingType === "rental" ? "Rentals" : "Homes for sale"} in ${listing.suburbName}`,
      url: listing.searchUrl,
    },
  ];
  if (listing.hasAuction) topics.push({ title: "Buying at auction", url: "/blog/buying-at-auction" });
  topics.push(
    listing.listingType === "rental"
      ? { title: "Renting: what to ask at an inspection", url: "/blog/rental-inspection-checklist" }
      : { title: "How much can I borrow?", url: "/blog/how-much-can-i-borrow" },
  );
  return topics;
}
