/**
 * zod schemas for the picture URLs (see urls.ts). Everything is bounded: ids are positive safe
 * integers, positions and counts small, initials A–Z, so a URL can never ask for unbounded work.
 */
import { z } from "zod";

const id = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

export const listingMediaParams = z.object({
  listingId: id,
  file: z
    .string()
    .regex(/^(?:\d{1,2}|floorplan-[1-4])\.svg$/)
    .transform((file) => {
      const plan = /^floorplan-(\d)\.svg$/.exec(file);
      return plan
        ? ({ kind: "floorPlan", index: Number(plan[1]) } as const)
        : ({ kind: "photo", position: Number.parseInt(file, 10) } as const);
    }),
});

/** `t` property type id (0–30, default house), `b` bedrooms (0–20, default 3). */
export const listingMediaQuery = z.object({
  t: z.coerce.number().int().min(0).max(30).default(7),
  b: z.coerce.number().int().min(0).max(20).default(3),
});

export const svgFileParams = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,14}\.svg$/)
    .transform((file) => Number.parseInt(file, 10)),
});

export const initialsQuery = z.object({
  i: z
    .string()
    .regex(/^[A-Z]{1,3}$/)
    .optional(),
});

/** Search params as a plain object, dropping repeats (first wins). */
export function queryOf(request: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) if (!(key in query)) query[key] = value;
  return query;
}
