import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import {
  assignVariants,
  EXPERIMENTS_COOKIE,
  EXPERIMENTS_HEADER,
  parseAssignments,
  pickVariant,
} from "@/lib/experiments/assignment";
import type { RunningExperiment } from "@/lib/experiments/experiment";
import { pageExperimentsFor } from "@/lib/experiments/page-experiments";
import { evaluateFlags, presetEntries, DEV_QA_PRESET } from "@/lib/flags";
import { applyExperimentAssignment } from "@/lib/middleware/experiments";
import type { MiddlewareContext } from "@/lib/middleware/pipeline";

const awardBadge: RunningExperiment = {
  id: "award-badge",
  feature: "awardWinners",
  targetUrl: "/real-estate-agency/",
  variants: [
    { name: "control", weight: 70, featureOn: false },
    { name: "badge", weight: 30, featureOn: true },
  ],
};

function contextFor(url: string, cookie?: string): MiddlewareContext {
  const request = new NextRequest(new URL(url, "http://localhost"), { headers: cookie ? { cookie } : {} });
  return { request, forwardHeaders: new Headers(request.headers), setCookies: [] };
}

/** A seeded generator (mulberry32): the 10,000-visitor check is reproducible. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("experiment assignment in middleware", () => {
  it("assigns a variant on a matching URL, sets the sticky cookie and forwards it to pages", () => {
    const context = contextFor("/real-estate-agency/ray-white-bondi");
    applyExperimentAssignment(context, [awardBadge], () => 0.9);
    expect(context.setCookies).toHaveLength(1);
    expect(context.setCookies[0]).toMatchObject({
      name: EXPERIMENTS_COOKIE,
      value: "award-badge=badge",
      options: { httpOnly: true, path: "/" },
    });
    expect(context.forwardHeaders.get(EXPERIMENTS_HEADER)).toBe("award-badge=badge");
  });

  it("gives a non-matching URL no cookie and no header", () => {
    const context = contextFor("/buy/bondi-nsw-2026");
    applyExperimentAssignment(context, [awardBadge], () => 0.9);
    expect(context.setCookies).toEqual([]);
    expect(context.forwardHeaders.get(EXPERIMENTS_HEADER)).toBeNull();
  });

  it("keeps the same visitor in the same variant on every later request, without rewriting the cookie", () => {
    const first = contextFor("/real-estate-agency/a");
    applyExperimentAssignment(first, [awardBadge], Math.random);
    const cookie = `${EXPERIMENTS_COOKIE}=${first.setCookies[0]?.value}`;
    const assigned = parseAssignments(first.setCookies[0]?.value).get("award-badge");
    for (let i = 0; i < 50; i++) {
      const later = contextFor(i % 2 ? "/real-estate-agency/b" : "/sold/bondi", cookie);
      applyExperimentAssignment(later, [awardBadge], Math.random);
      expect(later.setCookies).toEqual([]);
      expect(parseAssignments(later.forwardHeaders.get(EXPERIMENTS_HEADER)).get("award-badge")).toBe(assigned);
    }
  });

  it("replaces a header the client sent itself", () => {
    const request = new NextRequest("http://localhost/buy", { headers: { [EXPERIMENTS_HEADER]: "award-badge=badge" } });
    const context: MiddlewareContext = { request, forwardHeaders: new Headers(request.headers), setCookies: [] };
    applyExperimentAssignment(context, [awardBadge]);
    expect(context.forwardHeaders.get(EXPERIMENTS_HEADER)).toBeNull();
  });

  it("re-assigns a visitor whose variant no longer exists", () => {
    const context = contextFor("/real-estate-agency/a", `${EXPERIMENTS_COOKIE}=award-badge%3Dgone`);
    applyExperimentAssignment(context, [awardBadge], () => 0.1);
    expect(context.setCookies[0]?.value).toBe("award-badge=control");
  });
});

describe("weights", () => {
  it("hold within 1.5 percentage points over 10,000 simulated visitors", () => {
    const random = seededRandom(20260314);
    const three: RunningExperiment = {
      ...awardBadge,
      variants: [
        { name: "a", weight: 50, featureOn: false },
        { name: "b", weight: 30, featureOn: true },
        { name: "c", weight: 20, featureOn: true },
      ],
    };
    const counts = new Map<string, number>();
    for (let visitor = 0; visitor < 10_000; visitor++) {
      const { assignments } = assignVariants([three], "/real-estate-agency/x", new Map(), random);
      const variant = assignments.get(three.id) ?? "none";
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    for (const variant of three.variants)
      expect(Math.abs((counts.get(variant.name) ?? 0) / 100 - variant.weight)).toBeLessThan(1.5);
  });

  it("never picks a variant of weight 0", () => {
    const variants = [
      { name: "off", weight: 0, featureOn: false },
      { name: "on", weight: 100, featureOn: true },
    ];
    for (const random of [0, 0.0001, 0.5, 0.9999]) expect(pickVariant(variants, random)?.name).toBe("on");
  });
});

describe("the flag rule with experiments", () => {
  it("switches the feature on only for variants that see it, only where the URL contains the target", () => {
    const sources = (variant: string) => ({
      settings: { features: {} },
      entries: presetEntries({ ...DEV_QA_PRESET, awardWinners: false }),
      experiments: pageExperimentsFor([awardBadge], new Map([["award-badge", variant]])),
    });
    expect(evaluateFlags(sources("badge"), "/real-estate-agency/ray-white").awardWinners).toBe(true);
    expect(evaluateFlags(sources("badge"), "/buy/bondi").awardWinners).toBe(false);
    expect(evaluateFlags(sources("control"), "/real-estate-agency/ray-white").awardWinners).toBe(false);
    expect(evaluateFlags(sources("forged"), "/real-estate-agency/ray-white").awardWinners).toBe(false);
  });
});
