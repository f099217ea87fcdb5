import { PROPERTY_FEATURES, type PropertyFeature } from "@/lib/listings/features";

/**
 * REAXML feature elements (in `features`, `ecoFriendly` and a rental's `allowances`) mapped to the
 * portal's property features. Most share our name; the rest are the feed's other words for one of
 * ours (an in-ground or above-ground pool is a pool; reverse-cycle air conditioning is air
 * conditioning). Elements with no place in the product (ensuite, toilets, living areas, a spa of
 * unknown kind) are left out, as docs/feeds.md lists.
 */
const ALIASES: Record<string, PropertyFeature> = {
  poolinground: "pool",
  poolaboveground: "pool",
  reversecycleaircon: "airConditioning",
  reversecycleairconditioning: "airConditioning",
  outdoorentertaining: "outdoorEnt",
  openfireplace: "openFirePlace",
  fireplace: "openFirePlace",
  pets: "petFriendly",
  petsallowed: "petFriendly",
  securityparking: "secureParking",
  solarpanel: "solarPanels",
  rainwatertank: "waterTank",
  greywater: "greyWaterSystem",
  alarm: "alarmSystem",
};

const BY_KEY = new Map<string, PropertyFeature>([
  ...PROPERTY_FEATURES.map((feature) => [feature.toLowerCase(), feature] as const),
  ...Object.entries(ALIASES),
]);

/** The portal's feature for a feed element's name, if it has one. */
export function featureOfElement(name: string): PropertyFeature | undefined {
  return BY_KEY.get(name.toLowerCase().replace(/[^a-z]/g, ""));
}

/**
 * `<heating type="gas"/>` and `<hotWaterService type="solar"/>` name a feature by their type:
 * gas (or gas ducted) heating, ducted heating, solar hot water.
 */
export function featuresOfTypedElement(name: string, type: string): PropertyFeature[] {
  const element = name.toLowerCase();
  const kind = type.toLowerCase().replace(/[^a-z]/g, "");
  if (element === "heating") {
    const found: PropertyFeature[] = [];
    if (kind.includes("gas") || kind === "gdh") found.push("gasHeating");
    if (kind.includes("ducted") || kind === "gdh") found.push("ductedHeating");
    if (kind.includes("split")) found.push("splitSystemHeating");
    return found;
  }
  if (element === "hotwaterservice" && kind.includes("solar")) return ["solarHotWater"];
  return [];
}
