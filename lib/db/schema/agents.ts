import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const companies = sqliteTable(
  "companies",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** Brand colour (hex) used on listing cards and office pages. */
    brandColour: text("brand_colour").notNull(),
    textColour: text("text_colour").notNull(),
  },
  (t) => [uniqueIndex("companies_slug_uq").on(t.slug)],
);

export const offices = sqliteTable(
  "offices",
  {
    id: integer("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    streetAddress: text("street_address").notNull(),
    suburbId: integer("suburb_id").notNull(),
    stateCode: text("state_code").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
  },
  (t) => [
    uniqueIndex("offices_slug_uq").on(t.slug),
    index("offices_company_idx").on(t.companyId),
    index("offices_suburb_idx").on(t.suburbId),
  ],
);

export const agents = sqliteTable(
  "agents",
  {
    id: integer("id").primaryKey(),
    username: text("username").notNull(),
    officeId: integer("office_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    jobTitle: text("job_title").notNull(),
    bio: text("bio").notNull(),
    phone: text("phone").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email").notNull(),
    tier: text("tier", { enum: ["standard", "premium", "elite"] }).notNull(),
    ratingAverage: real("rating_average"),
    reviewCount: integer("review_count").notNull().default(0),
    yearsExperience: integer("years_experience").notNull(),
    /** JSON array of { network, url }: the agent's own pages elsewhere (lib/agents/profile-extras.ts). */
    socialLinks: text("social_links").notNull().default("[]"),
    /** JSON array of { title, url }: videos the agent links to (shown as links, never embedded). */
    videos: text("videos").notNull().default("[]"),
    /** JSON array of { year, title }: shown only while the awardWinners flag is on. */
    awards: text("awards").notNull().default("[]"),
    /** The fees text of the agent's information kit, set by the agent; null until they set it. */
    feesText: text("fees_text"),
  },
  (t) => [uniqueIndex("agents_username_uq").on(t.username), index("agents_office_idx").on(t.officeId)],
);
