import { z } from "zod";

/**
 * A query parameter that carries a JSON object (`?json={"ids":[1,2]}`), the main API's way of
 * sending a search filter on a GET. Missing means `{}`; text that is not a JSON object is a 400
 * that shows what to send, before any schema sees it.
 */
export function jsonObjectParam(example: string, description: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx): Record<string, unknown> => {
      if (text === undefined || text.trim() === "") return {};
      const message = `json must be a JSON object, e.g. ${example}.`;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value as Record<string, unknown>;
    })
    .meta({ description, example });
}
