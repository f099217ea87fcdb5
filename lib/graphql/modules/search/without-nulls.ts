/**
 * GraphQL sends an omitted optional input field as null; the search filter's zod schema means
 * "absent" by undefined. Drops nulls at every depth (arrays keep their order and non-null items).
 */
export type WithoutNulls<T> = T extends null
  ? never
  : T extends readonly (infer Item)[]
    ? WithoutNulls<Item>[]
    : T extends object
      ? { [K in keyof T]?: WithoutNulls<Exclude<T[K], null>> }
      : T;

export function withoutNulls<T>(value: T): WithoutNulls<T> {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(withoutNulls) as WithoutNulls<T>;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== null)
        .map(([key, field]) => [key, withoutNulls(field)]),
    ) as WithoutNulls<T>;
  }
  return value as WithoutNulls<T>;
}
