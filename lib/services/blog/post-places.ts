import "server-only";
import { placeMentionsIn } from "../../blog/place-mentions";
import type { ServiceContext } from "../context";
import { locationSearchUrl } from "../locations/location-search-url";
import { suggestLocations } from "../locations/suggest-locations";

/** A suburb a post names, with where to read about it and search in it. */
export interface PostPlace {
  name: string;
  stateCode: string;
  locationUrl: string;
  forSaleUrl: string;
  forRentUrl: string;
}

/**
 * The suburbs a post names (lib/blog/place-mentions.ts) that the portal knows: a mention counts
 * only when a suburb of exactly that name exists in that state, so "Sydney Road VIC" or a
 * misspelling links nowhere.
 */
export async function placesNamedIn(ctx: ServiceContext, text: string): Promise<PostPlace[]> {
  const mentions = placeMentionsIn(text);
  const found = await Promise.all(
    mentions.map(async (mention) => {
      const candidates = await suggestLocations(ctx, `${mention.name} ${mention.stateCode}`, 5);
      return candidates.find(
        (location) =>
          location.type === "suburb" &&
          location.stateCode === mention.stateCode &&
          location.name.toLowerCase() === mention.name.toLowerCase(),
      );
    }),
  );
  return found.flatMap((location) =>
    location
      ? [
          {
            name: location.name,
            stateCode: location.stateCode,
            locationUrl: location.uri,
            forSaleUrl: locationSearchUrl("Buy", location.slug),
            forRentUrl: locationSearchUrl("Rent", location.slug),
          },
        ]
      : [],
  );
}
