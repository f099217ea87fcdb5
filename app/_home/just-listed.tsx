import { getHomePageListings } from "@/lib/services/listings/home-page-listings";
import { toListingCards } from "@/lib/services/listings/listing-card";
import { requestContext } from "@/lib/services/request-context";
import { ListingGrid } from "../(site)/_components/listing-card/listing-grid";

export async function JustListed() {
  const ctx = requestContext();
  const listings = await toListingCards(ctx, await getHomePageListings(ctx, { searchMode: "Buy", take: 8 }));
  if (listings.length === 0) return <p>No new listings this fortnight.</p>;
  // On a phone the first card's photo is the largest thing on screen: the page's LCP element.
  return <ListingGrid listings={listings} firstIsLcp />;
}
