export type SearchTab = "buy" | "rent" | "sold";

/** Where choosing a location on a tab goes: the location's canonical results page. */
export function resultsPathFor(tab: SearchTab, locationSlug: string): string {
  switch (tab) {
    case "buy":
      return `/properties-for-sale/${locationSlug}/real-estate`;
    case "rent":
      return `/properties-for-rent/${locationSlug}/real-estate`;
    case "sold":
      return `/sold-properties/${locationSlug}`;
  }
}
