import { describe, expect, it } from "vitest";
import {
  appVersionOf,
  DEV_QA_PRESET,
  evaluateFlags,
  FEATURE_FLAGS,
  flagEnabled,
  isFlagOn,
  presetEntries,
  presetFor,
  PRODUCTION_PRESET,
  type FlagName,
  type FlagSources,
} from "@/lib/flags";

const allOff: FlagSources = { settings: { features: {} }, entries: FEATURE_FLAGS, experiments: [] };

function sources(overrides: Partial<FlagSources>): FlagSources {
  return { ...allOff, ...overrides };
}

function onIn(preset: Readonly<Record<FlagName, boolean>>): FlagName[] {
  return (Object.keys(preset) as FlagName[]).filter((name) => preset[name]);
}

describe("feature flag entries", () => {
  it("are the ten product flags, tracking to thirdPartyScripts, in order, all off by default", () => {
    expect(FEATURE_FLAGS.map((entry) => entry.key)).toEqual([
      "tracking",
      "listingTrackingLog",
      "agentTrackingLog",
      "sentryTracking",
      "gtmTrackingLog",
      "advancedMapClustering",
      "systemNotifications",
      "performanceHub",
      "awardWinners",
      "thirdPartyScripts",
    ]);
    expect(FEATURE_FLAGS.every((entry) => entry.enabled === false && entry.label.length > 0)).toBe(true);
  });
});

describe("presets", () => {
  it("dev/QA: chat off, facetLevel2 on, facetLevel3/4 off, the listed features and version reload on", () => {
    expect(onIn(DEV_QA_PRESET).sort()).toEqual(
      [
        "facetLevel2",
        "tracking",
        "advancedMapClustering",
        "systemNotifications",
        "performanceHub",
        "awardWinners",
        "thirdPartyScripts",
        "versionReload",
        "versionReloadLogging",
      ].sort(),
    );
  });

  it("production turns off advancedMapClustering, systemNotifications and performanceHub only", () => {
    expect(onIn(PRODUCTION_PRESET).sort()).toEqual(
      ["facetLevel2", "tracking", "awardWinners", "thirdPartyScripts", "versionReload", "versionReloadLogging"].sort(),
    );
  });

  it("development and preview use dev/QA; production its own", () => {
    expect(presetFor("development")).toBe(DEV_QA_PRESET);
    expect(presetFor("preview")).toBe(DEV_QA_PRESET);
    expect(presetFor("production")).toBe(PRODUCTION_PRESET);
  });

  it("become lookup entries with labels", () => {
    const entries = presetEntries(PRODUCTION_PRESET);
    expect(entries.find((entry) => entry.key === "performanceHub")).toEqual({
      key: "performanceHub",
      label: "Performance hub",
      enabled: false,
    });
    expect(entries.find((entry) => entry.key === "versionReload")?.enabled).toBe(true);
  });
});

describe("evaluation rule", () => {
  it("is off when nothing switches it on", () => {
    expect(isFlagOn("tracking", allOff, "/buy")).toBe(false);
  });

  it("is on when page settings mark it 'true', and only the string 'true'", () => {
    expect(isFlagOn("chat", sources({ settings: { features: { chat: "true" } } }), "")).toBe(true);
    expect(isFlagOn("chat", sources({ settings: { features: { chat: "false" } } }), "")).toBe(false);
  });

  it("is on when the lookup finds it enabled", () => {
    expect(isFlagOn("awardWinners", sources({ entries: presetEntries(DEV_QA_PRESET) }), "")).toBe(true);
  });

  it("cannot be switched off by page settings once the lookup has it on", () => {
    const flagSources = sources({
      settings: { features: { tracking: "false" } },
      entries: presetEntries(DEV_QA_PRESET),
    });
    expect(isFlagOn("tracking", flagSources, "")).toBe(true);
  });

  it("is on for an experiment on the feature without a target, on any URL", () => {
    const flagSources = sources({ experiments: [{ feature: "performanceHub" }] });
    expect(isFlagOn("performanceHub", flagSources, "")).toBe(true);
    expect(isFlagOn("awardWinners", flagSources, "")).toBe(false);
  });

  it("is on for a targeted experiment only where the URL contains the target", () => {
    const flagSources = sources({ experiments: [{ feature: "awardWinners", targetUrl: "/real-estate-agency" }] });
    expect(isFlagOn("awardWinners", flagSources, "https://x.example/real-estate-agency/jo-smith")).toBe(true);
    expect(isFlagOn("awardWinners", flagSources, "https://x.example/buy")).toBe(false);
  });

  it("evaluates every flag at once", () => {
    const flags = evaluateFlags(sources({ entries: presetEntries(PRODUCTION_PRESET) }), "/");
    expect(flags.thirdPartyScripts).toBe(true);
    expect(flags.systemNotifications).toBe(false);
    expect(Object.keys(flags)).toHaveLength(16);
    expect(flagEnabled(flags, "versionReload")).toBe(true);
  });

  it("rejects a name that is not a flag, at compile time and at run time", () => {
    // @ts-expect-error: not a flag name
    expect(() => isFlagOn("trackng", allOff, "")).toThrowError("Unknown feature flag: trackng");
    const flags = evaluateFlags(allOff, "");
    // @ts-expect-error: not a flag name
    expect(() => flagEnabled(flags, "chatbot")).toThrowError("Unknown feature flag: chatbot");
  });
});

describe("app version", () => {
  it("comes from page settings, or else the built-in value", () => {
    expect(appVersionOf({ features: {}, appVersion: "2026.11.2" }, "0.1.0")).toBe("2026.11.2");
    expect(appVersionOf({ features: {} }, "0.1.0")).toBe("0.1.0");
    expect(appVersionOf({ features: {}, appVersion: "" }, "0.1.0")).toBe("0.1.0");
  });
});
