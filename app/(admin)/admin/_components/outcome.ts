/** The `?error=` / `?done=` a server action redirects back with, read from a page's search params. */
export type AdminSearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function outcomeOf(searchParams: AdminSearchParams): Promise<{ error?: string; done?: string }> {
  const params = await searchParams;
  const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);
  return { error: one(params.error), done: one(params.done) };
}
