import { z } from "zod";
import { AGENTS_PAGE_SIZE } from "../../agents/ranking";
import type { ServiceContext } from "../context";
import { badInput, fail, type Result } from "../result";
import type { Agent, Office } from "./agent";
import { getAgents, getOffices } from "./get-agents";

/**
 * The main API's "by id" filters (`/agents`, `/offices`): `{"<ids>":[…],"skip":0,"take":5}`, the
 * ids answered in the order asked, repeats once, paged over that list.
 */
function idsFilterSchema<K extends string>(key: K, noun: string) {
  return z
    .object({
      [key]: z
        .array(z.number().int().positive(), { message: `${key} is a list of ${noun} ids.` })
        .max(100)
        .optional(),
      skip: z.number({ message: "skip must be a number." }).int().min(0, "skip cannot be negative.").default(0),
      take: z
        .number({ message: "take must be a number." })
        .int()
        .min(1, "take must be at least 1.")
        .max(50, "take is at most 50.")
        .default(AGENTS_PAGE_SIZE),
    } as Record<K | "skip" | "take", z.ZodType>)
    .strict();
}

const agentsFilterSchema = idsFilterSchema("userIds", "agent");
const officesFilterSchema = idsFilterSchema("officeIds", "office");

/** The page of ids a `json` filter asks for, or the 400 that says what is wrong with it. */
function idsOfFilter(
  schema: z.ZodType,
  key: string,
  rawJson: string | null,
  example: string,
): Result<{ ids: number[] }> {
  let value: unknown = {};
  if (rawJson) {
    try {
      value = JSON.parse(rawJson);
    } catch {
      return fail("BAD_INPUT", `json must be a JSON object, e.g. ${example}.`);
    }
  }
  const filter = schema.safeParse(value);
  if (!filter.success) return badInput(filter.error, filter.error.issues[0]?.message);
  const {
    [key]: ids = [],
    skip,
    take,
  } = filter.data as Record<string, number[] | undefined> & {
    skip: number;
    take: number;
  };
  return { ok: true, ids: [...new Set(ids)].slice(skip, skip + take) };
}

/** GET /agents?json={"userIds":[…],"skip":0,"take":5}: agents by id, in the order asked, paged. */
export async function agentsByFilter(
  ctx: ServiceContext,
  rawJson: string | null,
): Promise<Result<{ agents: Agent[] }>> {
  const page = idsOfFilter(agentsFilterSchema, "userIds", rawJson, '{"userIds":[300001],"take":5}');
  return page.ok ? { ok: true, agents: await getAgents(ctx, page.ids) } : page;
}

/** GET /offices?json={"officeIds":[…],"skip":0,"take":5}: offices by id, in the order asked, paged. */
export async function officesByFilter(
  ctx: ServiceContext,
  rawJson: string | null,
): Promise<Result<{ offices: Office[] }>> {
  const page = idsOfFilter(officesFilterSchema, "officeIds", rawJson, '{"officeIds":[20001],"take":5}');
  return page.ok ? { ok: true, offices: await getOffices(ctx, page.ids) } : page;
}
