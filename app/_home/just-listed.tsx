import { runOperation } from "@/lib/graphql/server";
import { HomePageDocument } from "@/lib/graphql/generated/documents/HomePage";
import { ListingGrid } from "../(site)/_components/listing-card/listing-grid";

export async function JustListed() {
  const { homePageListings } = await runOperation(HomePageDocument, { searchMode: "Buy", take: 8 });
  if (homePageListings.length === 0) return <p>No new listings this fortnight.</p>;
  // On a phone the first card's photo is the largest thing on screen: the page's LCP element.
  return <ListingGrid listings={homePageListings} firstIsLcp />;
}
