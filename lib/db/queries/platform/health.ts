import { sql } from "drizzle-orm";
import type { Database } from "../../database";

/** The cheapest statement D1 can answer: proves the database is reachable, reads no table. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.run(sql`select 1`);
}
