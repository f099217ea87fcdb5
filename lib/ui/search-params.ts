/**
 * One query value of a page's `searchParams`: the first of repeated values, cut to `maxLength`, so
 * a crafted URL can neither pass an array where a string is read nor ask for unbounded work.
 */
export function firstParam(value: string | string[] | undefined, maxLength: number): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.slice(0, maxLength);
}
