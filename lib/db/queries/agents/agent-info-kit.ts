import { eq } from "drizzle-orm";
import type { Database } from "../../database";
import { agents } from "../../schema";

/** Sets (or, with null, clears) the fees text of the agent's information kit. */
export async function setAgentFeesText(db: Database, agentId: number, feesText: string | null): Promise<void> {
  await db.update(agents).set({ feesText }).where(eq(agents.id, agentId));
}
