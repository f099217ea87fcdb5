/**
 * D1 binds at most 100 parameters per statement (node:sqlite allows thousands, so tests on it
 * would not notice). Runs `query` over `ids` in chunks that fit, in parallel, and joins the rows.
 */
export const D1_MAX_BOUND_PARAMETERS = 100;
const CHUNK = D1_MAX_BOUND_PARAMETERS - 10;

export async function inChunks<Id, Row>(ids: readonly Id[], query: (chunk: Id[]) => Promise<Row[]>): Promise<Row[]> {
  if (ids.length <= CHUNK) return query([...ids]);
  const chunks: Id[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
  return (await Promise.all(chunks.map(query))).flat();
}
