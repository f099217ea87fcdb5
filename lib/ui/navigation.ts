/**
 * The product's navigation sections and where each one lives. Pure: the header uses
 * it for links and the active marker, pages and tests can use it to name their section.
 */
export const SECTIONS = [
  "home",
  "buy",
  "rent",
  "sold",
  "agent-finder",
  "locations",
  "questions",
  "blog",
  "collections",
  "alerts",
  "user",
] as const;

/** A navigation section, or "none" for pages outside every section (the empty section value). */
export type Section = (typeof SECTIONS)[number] | "none";

export interface NavItem {
  section: Exclude<Section, "none">;
  href: string;
  label: string;
}

/**
 * Main navigation, in display order. Home is reached through the logo. Search sections link
 * straight to their canonical search URLs (the short /buy, /rent, /sold still work but redirect).
 */
export const PRIMARY_NAV: readonly NavItem[] = [
  { section: "buy", href: "/for-sale/real-estate", label: "Buy" },
  { section: "rent", href: "/for-rent/real-estate", label: "Rent" },
  { section: "sold", href: "/sold-properties", label: "Sold" },
  { section: "agent-finder", href: "/agents", label: "Find agents" },
  { section: "locations", href: "/locations", label: "Suburbs" },
  { section: "questions", href: "/questions", label: "Q&A" },
  { section: "blog", href: "/blog", label: "Blog" },
];

/** Member tools, shown after the main navigation. */
export const MEMBER_NAV: readonly NavItem[] = [
  { section: "collections", href: "/collections", label: "Collections" },
  { section: "alerts", href: "/alerts", label: "Alerts" },
  { section: "user", href: "/sign-in", label: "Sign in" },
];

export const HOME_NAV: NavItem = { section: "home", href: "/", label: "Home" };

/*
 * First path segment → section. Besides the nav routes this covers the search paths
 * (properties-for-sale, for-rent, sold-properties, leased-properties, …) and the agency segment,
 * so a search results page marks Buy, Rent or Sold.
 */
const SECTION_BY_SEGMENT: Readonly<Record<string, Exclude<Section, "none">>> = {
  buy: "buy",
  "properties-for-sale": "buy",
  "for-sale": "buy",
  rent: "rent",
  "properties-for-rent": "rent",
  "for-rent": "rent",
  sold: "sold",
  "sold-properties": "sold",
  leased: "sold",
  "leased-properties": "sold",
  agents: "agent-finder",
  agent: "agent-finder",
  "real-estate-agency": "agent-finder",
  locations: "locations",
  "where-to-live": "locations",
  "find-region": "locations",
  "find-suburb": "locations",
  "find-street": "locations",
  questions: "questions",
  blog: "blog",
  collections: "collections",
  alerts: "alerts",
  "sign-in": "user",
  "sign-up": "user",
  user: "user",
  account: "user",
};

export function sectionFromPathname(pathname: string): Section {
  const segment = pathname.split("/").find((part) => part !== "");
  if (segment === undefined) return "home";
  return SECTION_BY_SEGMENT[segment.toLowerCase()] ?? "none";
}

/** A state's location page, for the footer's state links. */
export function stateLocationHref(stateCode: string): string {
  return `/locations/${stateCode.toLowerCase()}`;
}
