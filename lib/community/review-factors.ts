/** The factors a place is rated on beside its overall rating, in the order forms and pages show them. */
export const REVIEW_FACTORS = [
  { key: "safety", label: "Safety" },
  { key: "familyFriendliness", label: "Family friendliness" },
  { key: "communitySpirit", label: "Community spirit" },
  { key: "transport", label: "Transport" },
  { key: "schoolAccess", label: "Access to schools" },
] as const;

export type ReviewFactorKey = (typeof REVIEW_FACTORS)[number]["key"];

export const REVIEWER_KIND_LABELS = { local: "Local", visitor: "Visitor", agent: "Agent" } as const;
export type ReviewerKind = keyof typeof REVIEWER_KIND_LABELS;

/** How a place's reviews can be ordered, and the filters on them. */
export const REVIEW_SORTS = ["recent", "highest", "lowest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  recent: "Most recent",
  highest: "Highest rated",
  lowest: "Lowest rated",
  helpful: "Most helpful",
};
