import type { MapMarker } from "@/app/(site)/_components/search-map/types";

/** Fixed listings around Sydney. The three in Bondi are metres apart, so they always cluster. */
export const DEMO_MARKERS: readonly MapMarker[] = [
  {
    id: "bondi-1",
    latitude: -33.8915,
    longitude: 151.2767,
    priceText: "$1.85M",
    url: "/dev/map#bondi-1",
    propertyTypeName: "House",
    bedrooms: 3,
  },
  {
    id: "bondi-2",
    latitude: -33.8918,
    longitude: 151.2772,
    priceText: "$920k",
    url: "/dev/map#bondi-2",
    propertyTypeName: "Apartment",
    bedrooms: 2,
  },
  {
    id: "bondi-3",
    latitude: -33.8912,
    longitude: 151.2761,
    priceText: "$1.2M",
    url: "/dev/map#bondi-3",
    propertyTypeName: "Unit",
    bedrooms: 2,
  },
  {
    id: "surry-hills",
    latitude: -33.8861,
    longitude: 151.2111,
    priceText: "$1.45M",
    url: "/dev/map#surry-hills",
    propertyTypeName: "Terrace",
    bedrooms: 2,
  },
  {
    id: "manly",
    latitude: -33.7969,
    longitude: 151.2858,
    priceText: "$2.3M",
    url: "/dev/map#manly",
    propertyTypeName: "House",
    bedrooms: 4,
  },
  {
    id: "newtown",
    latitude: -33.8981,
    longitude: 151.1748,
    priceText: "$780/wk",
    url: "/dev/map#newtown",
    propertyTypeName: "House",
    bedrooms: 0,
  },
  {
    id: "chatswood",
    latitude: -33.7969,
    longitude: 151.1803,
    priceText: "$1.1M",
    url: "/dev/map#chatswood",
    propertyTypeName: "Apartment",
    bedrooms: 3,
  },
  {
    id: "parramatta",
    latitude: -33.815,
    longitude: 151.0011,
    priceText: "Contact agent",
    url: "/dev/map#parramatta",
    propertyTypeName: "Townhouse",
    bedrooms: 3,
  },
];

/** A rough outline around Bondi, as a location search context carries it (WKT, x = longitude). */
export const DEMO_BOUNDARY_WKT =
  "POLYGON((151.262 -33.884, 151.285 -33.884, 151.287 -33.897, 151.268 -33.902, 151.262 -33.884))";
