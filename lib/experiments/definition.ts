import { z } from "zod";
import { isFlagName, type FlagName } from "@/lib/flags/names";
import { APP_ENVIRONMENTS } from "@/lib/flags/presets";

export const MAX_VARIANTS = 10;

const slug = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9-]{1,62}$/,
    "Use 2–63 lower-case letters, digits and dashes, starting with a letter or digit",
  );

const variantSchema = z.object({
  name: slug,
  weight: z.coerce
    .number()
    .int("Weights are whole percentages")
    .min(0, "Weights cannot be negative")
    .max(100, "A weight is at most 100"),
  // Forms send "true"/"false" (or a checkbox's "on"); JSON sends booleans.
  featureOn: z.union([z.boolean(), z.enum(["true", "false", "on"]).transform((value) => value !== "false")]),
});

/**
 * An experiment as marketing defines it. Refusals carry the reason (shown on the admin page and
 * returned by the API): an unknown feature is an error, not a silently-off experiment.
 */
export const experimentDefinitionSchema = z
  .object({
    id: slug,
    environment: z.enum(APP_ENVIRONMENTS),
    description: z.string().trim().max(500).default(""),
    feature: z
      .string()
      .trim()
      .transform((value, context): FlagName => {
        if (isFlagName(value)) return value;
        context.issues.push({ code: "custom", message: `Unknown feature flag: ${value}`, input: value });
        return z.NEVER;
      }),
    targetUrl: z
      .string()
      .trim()
      .max(200, "The target URL is at most 200 characters")
      .refine(
        (value) => value === "" || value.startsWith("/"),
        "The target URL must start with / (it is matched against the path and query)",
      )
      .transform((value) => value || undefined)
      .optional(),
    variants: z
      .array(variantSchema)
      .min(2, "An experiment needs at least two variants")
      .max(MAX_VARIANTS, `An experiment has at most ${MAX_VARIANTS} variants`),
  })
  .superRefine((definition, context) => {
    const names = definition.variants.map((variant) => variant.name);
    if (new Set(names).size !== names.length)
      context.addIssue({ code: "custom", path: ["variants"], message: "Variant names must be unique" });
    const total = definition.variants.reduce((sum, variant) => sum + variant.weight, 0);
    if (total !== 100)
      context.addIssue({
        code: "custom",
        path: ["variants"],
        message: `Variant weights must add up to 100 (they add up to ${total})`,
      });
    if (!definition.variants.some((variant) => variant.featureOn)) {
      context.addIssue({
        code: "custom",
        path: ["variants"],
        message: "At least one variant must switch the feature on",
      });
    }
  });

export type ExperimentDefinition = z.output<typeof experimentDefinitionSchema>;
export type ExperimentDefinitionInput = z.input<typeof experimentDefinitionSchema>;

/** The reasons a definition is refused, one line each: `variants: Variant weights must add up to 100 …`. */
export function definitionErrors(error: z.ZodError): string[] {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message));
}
