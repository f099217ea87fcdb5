import { z } from "zod";

/**
 * skip/take paging as every list call of the main API reads it: skip starts at 0, take has each
 * call's own default and ceiling. Query-string numbers arrive as text, so both are coerced; the
 * messages name the parameter so a partner can fix the request without reading the document.
 */
export const MAX_SKIP = 100_000;

const whole = (name: "skip" | "take", min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(min, name === "take" ? "take must be at least 1." : "skip cannot be negative.")
    .max(max, `${name} is at most ${max}.`);

export function pagingSchema(defaultTake: number, maxTake: number) {
  return z.object({
    skip: whole("skip", 0, MAX_SKIP).default(0).meta({ description: "How many results to pass over (default 0)." }),
    take: whole("take", 1, maxTake)
      .default(defaultTake)
      .meta({ description: `How many results to return (default ${defaultTake}, at most ${maxTake}).` }),
  });
}

export type Paging = { skip: number; take: number };
