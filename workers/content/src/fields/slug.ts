import type { Field } from "payload";

/** A URL segment: lower-case words joined by hyphens, unique in its collection. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugField: Field = {
  name: "slug",
  type: "text",
  required: true,
  unique: true,
  index: true,
  admin: { position: "sidebar", description: "The address: lower-case words joined by hyphens" },
  validate: (value: unknown) =>
    typeof value === "string" && SLUG_PATTERN.test(value)
      ? true
      : "Use lower-case letters, digits and single hyphens, e.g. how-much-can-i-borrow",
};
