import { describe, expect, it } from "vitest";
import { definitionErrors, experimentDefinitionSchema } from "@/lib/experiments/definition";

const valid = {
  id: "award-badge",
  environment: "development",
  feature: "awardWinners",
  targetUrl: "/real-estate-agency/",
  variants: [
    { name: "control", weight: 50, featureOn: false },
    { name: "badge", weight: 50, featureOn: true },
  ],
};

function reasons(input: unknown): string[] {
  const parsed = experimentDefinitionSchema.safeParse(input);
  return parsed.success ? [] : definitionErrors(parsed.error);
}

describe("experiment definitions", () => {
  it("accepts a well-formed definition (form strings included)", () => {
    expect(reasons(valid)).toEqual([]);
    expect(
      reasons({
        ...valid,
        variants: [
          { name: "control", weight: "50", featureOn: "false" },
          { name: "badge", weight: "50", featureOn: "on" },
        ],
      }),
    ).toEqual([]);
  });

  it("refuses an unknown feature flag by name", () => {
    expect(reasons({ ...valid, feature: "awardWiners" })).toEqual(["feature: Unknown feature flag: awardWiners"]);
  });

  it("refuses weights that do not add up to 100, with the sum", () => {
    expect(
      reasons({
        ...valid,
        variants: [
          { name: "aa", weight: 50, featureOn: true },
          { name: "bb", weight: 40, featureOn: false },
        ],
      }),
    ).toEqual(["variants: Variant weights must add up to 100 (they add up to 90)"]);
  });

  it("gives every reason of a malformed definition", () => {
    const all = reasons({
      id: "Bad Id",
      environment: "staging",
      feature: "tracking",
      targetUrl: "agents",
      variants: [{ name: "only", weight: 100, featureOn: true }],
    });
    expect(all).toHaveLength(4);
    expect(all.join("\n")).toMatch(/id: Use 2–63 lower-case/);
    expect(all.join("\n")).toMatch(/environment:/);
    expect(all.join("\n")).toMatch(/targetUrl: The target URL must start with \//);
    expect(all.join("\n")).toMatch(/variants: An experiment needs at least two variants/);
  });

  it("refuses duplicate variant names and experiments where no variant sees the feature", () => {
    expect(
      reasons({
        ...valid,
        variants: [
          { name: "aa", weight: 50, featureOn: false },
          { name: "aa", weight: 50, featureOn: false },
        ],
      }),
    ).toEqual(["variants: Variant names must be unique", "variants: At least one variant must switch the feature on"]);
  });
});
