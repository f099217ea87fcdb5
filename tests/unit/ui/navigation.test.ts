import { describe, expect, it } from "vitest";
import { MEMBER_NAV, PRIMARY_NAV, sectionFromPathname } from "@/lib/ui/navigation";
import { parseSearchUrl } from "@/lib/search/parse-search-url";

describe("navigation", () => {
  it("links search sections to canonical search URLs (no redirect on every click)", () => {
    for (const item of PRIMARY_NAV.filter((i) => ["buy", "rent", "sold"].includes(i.section))) {
      const parsed = parseSearchUrl(item.href);
      expect(parsed.ok && parsed.isCanonical).toBe(true);
    }
  });

  it("links the sections to their routes", () => {
    const routes = Object.fromEntries([...PRIMARY_NAV, ...MEMBER_NAV].map((item) => [item.section, item.href]));
    expect(routes).toEqual({
      buy: "/for-sale/real-estate",
      rent: "/for-rent/real-estate",
      sold: "/sold-properties",
      "agent-finder": "/agents",
      locations: "/locations",
      questions: "/questions",
      blog: "/blog",
      collections: "/collections",
      alerts: "/alerts",
      user: "/sign-in",
    });
  });

  it.each([
    ["/", "home"],
    ["/buy", "buy"],
    ["/properties-for-sale/richmond-vic-3121/real-estate", "buy"],
    ["/properties-for-rent/carlton-vic-3053/real-estate", "rent"],
    ["/sold-properties/fitzroy-vic-3065", "sold"],
    ["/leased-properties", "sold"],
    ["/real-estate-agency/jo-smith", "agent-finder"],
    ["/find-suburb", "locations"],
    ["/questions/what-is-it-like", "questions"],
    ["/sign-in", "user"],
    ["/privacy", "none"],
  ])("marks %s as %s", (pathname, section) => {
    expect(sectionFromPathname(pathname)).toBe(section);
  });
});
