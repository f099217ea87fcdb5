/**
 * A school's page against the Worker: where it is (the site's own map picture), type and sector,
 * the suburbs it serves and the homes for sale and rent near it; its address, redirects and 404s;
 * shared by the edge page cache; linked from a suburb's schools table.
 */
import { describe, expect, it } from "vitest";
import { schoolPath } from "@/lib/locations/school-urls";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";

interface SchoolRow {
  id: number;
  name: string;
  level: string;
  sector: string;
  yearRange: string;
  suburbName: string;
  suburbSlug: string;
}

function bondiSchool(): SchoolRow {
  const db = openLocalD1();
  try {
    return db
      .prepare(
        `SELECT s.id, s.name, s.level, s.sector, s.year_range AS yearRange, l.name AS suburbName, l.slug AS suburbSlug
         FROM schools s JOIN locations l ON l.id = s.suburb_id
         WHERE l.slug IN ('bondi-nsw-2026', 'bondi-beach-nsw-2026', 'bondi-junction-nsw-2022') ORDER BY s.id LIMIT 1`,
      )
      .get() as unknown as SchoolRow;
  } finally {
    db.close();
  }
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("school pages", () => {
  it("show where the school is, what it is, the suburbs it serves and homes near it", async () => {
    const school = bondiSchool();
    expect(school, "the seed has a school around Bondi").toBeDefined();
    const path = schoolPath(school.id, school.name);
    const response = await fetch(url(path));
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = text(html);
    expect(page).toContain(school.name);
    expect(page).toContain(school.sector === "government" ? "Government" : "Private");
    expect(page).toContain(`Years ${school.yearRange}`);
    // The site's own map picture, never another site's tiles.
    expect(html).toMatch(/<img[^>]+src="\/media\/maps\/preview\.svg\?x=[\d.]+&amp;y=[\d.]+&amp;s=[\d.e-]+"/);
    // The suburbs served start with its own, linked to the suburb's page.
    const served = html.slice(html.indexOf('data-testid="school-suburbs"'));
    expect(served.indexOf(`href="/locations/${school.suburbSlug}"`)).toBeGreaterThan(-1);
    // Homes for sale and for rent near it, Bondi has both.
    for (const mode of ["buy", "rent"]) {
      const section = html.slice(html.indexOf(`data-testid="school-homes-${mode}"`));
      expect(section).toContain('data-testid="listing-grid"');
      expect(section).toMatch(/href="\/for-(sale|rent)\/[^"]*context=map/);
    }
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toMatch(new RegExp(`${path}$`));
  });

  it("redirect other words to the school's own, and answer 404 for no such school", async () => {
    const school = bondiSchool();
    const wrong = await fetch(url(`/schools/${school.id}-some-other-words`), { redirect: "manual" });
    expect(wrong.status).toBe(308);
    expect(new URL(wrong.headers.get("location")!, url("/")).pathname).toBe(schoolPath(school.id, school.name));
    expect((await fetch(url("/schools/999999999-nowhere-school"))).status).toBe(404);
    expect((await fetch(url("/schools/not-a-school"))).status).toBe(404);
  });

  it("are shared by the edge page cache", async () => {
    const school = bondiSchool();
    const path = schoolPath(school.id, school.name);
    await fetch(url(path));
    const second = await fetch(url(`${path}?utm_source=test`));
    expect(second.status).toBe(200);
    expect(["HIT", "STALE"]).toContain(second.headers.get("x-page-cache"));
  });

  it("are linked from the suburb's schools table", async () => {
    const school = bondiSchool();
    const html = await (await fetch(url(`/locations/${school.suburbSlug}`))).text();
    expect(html).toMatch(/href="\/schools\/\d+-[a-z0-9-]+"/);
  });
});
