/**
 * The ~37 property features, grouped as the product shows them (amenity, indoor, outdoor, eco).
 * The position of a feature in PROPERTY_FEATURES is its bit in `listings.feature_mask`: append
 * only, never reorder, or stored masks change meaning.
 */
export const FEATURE_GROUPS = {
  amenity: ["furnished", "gym", "openFirePlace", "petFriendly", "pool"],
  indoor: [
    "airConditioning",
    "alarmSystem",
    "broadband",
    "builtInRobes",
    "dishwasher",
    "ductedCooling",
    "ductedHeating",
    "evaporativeCooling",
    "floorboards",
    "gasHeating",
    "insideSpa",
    "intercom",
    "payTV",
    "rumpusRoom",
    "splitSystemAirCon",
    "splitSystemHeating",
    "study",
    "vacuumSystem",
  ],
  outdoor: [
    "balcony",
    "courtyard",
    "deck",
    "fullyFenced",
    "outdoorEnt",
    "outsideSpa",
    "remoteGarage",
    "secureParking",
    "shed",
    "tennisCourt",
    "workshop",
  ],
  eco: ["greyWaterSystem", "solarHotWater", "solarPanels", "waterTank"],
} as const;

export type FeatureGroup = keyof typeof FEATURE_GROUPS;
export type PropertyFeature = (typeof FEATURE_GROUPS)[FeatureGroup][number];

export const PROPERTY_FEATURES: readonly PropertyFeature[] = [
  ...FEATURE_GROUPS.amenity,
  ...FEATURE_GROUPS.indoor,
  ...FEATURE_GROUPS.outdoor,
  ...FEATURE_GROUPS.eco,
];

const FEATURE_LABELS: Partial<Record<PropertyFeature, string>> = {
  openFirePlace: "Open fireplace",
  petFriendly: "Pet friendly",
  builtInRobes: "Built-in robes",
  payTV: "Pay TV",
  outdoorEnt: "Outdoor entertaining",
  outsideSpa: "Outside spa",
  insideSpa: "Inside spa",
  splitSystemAirCon: "Split-system air con",
  splitSystemHeating: "Split-system heating",
  greyWaterSystem: "Grey water system",
  solarHotWater: "Solar hot water",
};

/** "airConditioning" → "Air conditioning", with hand-written labels where that reads badly. */
export function featureLabel(feature: PropertyFeature): string {
  const label = FEATURE_LABELS[feature];
  if (label) return label;
  const words = feature.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function isPropertyFeature(value: string): value is PropertyFeature {
  return (PROPERTY_FEATURES as readonly string[]).includes(value);
}

export function featureGroupOf(feature: PropertyFeature): FeatureGroup {
  for (const [group, members] of Object.entries(FEATURE_GROUPS) as [FeatureGroup, readonly string[]][]) {
    if (members.includes(feature)) return group;
  }
  return "amenity";
}

/** Bit mask for a set of features; unknown names are ignored. Fits in 2^53 (37 bits). */
export function featureMask(features: readonly string[]): number {
  let mask = 0;
  for (const feature of features) {
    const bit = PROPERTY_FEATURES.indexOf(feature as PropertyFeature);
    if (bit >= 0) mask += 2 ** bit;
  }
  return mask;
}

export function featuresFromMask(mask: number): PropertyFeature[] {
  return PROPERTY_FEATURES.filter((_, bit) => Math.floor(mask / 2 ** bit) % 2 === 1);
}
