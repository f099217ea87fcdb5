import { describe, expect, it } from "vitest";
import {
  decideVersionAction,
  formatVersionHeader,
  isVersionCheckDue,
  parseVersionHeader,
  VERSION_CHECK_INTERVAL_MS,
} from "@/lib/flags/version-check";

describe("version header", () => {
  it("is name@version and round-trips", () => {
    expect(formatVersionHeader("homefront", "1.4.0")).toBe("homefront@1.4.0");
    expect(parseVersionHeader(formatVersionHeader("homefront", "1.4.0"))).toBe("1.4.0");
  });

  it("strips the prefix of scoped names at the last @", () => {
    expect(parseVersionHeader("@homefront/web@2.0.0-rc.1")).toBe("2.0.0-rc.1");
  });

  it("takes a bare value as the version and a missing or empty one as nothing", () => {
    expect(parseVersionHeader("abc123")).toBe("abc123");
    expect(parseVersionHeader(null)).toBeUndefined();
    expect(parseVersionHeader("homefront@")).toBeUndefined();
  });
});

describe("check interval", () => {
  it("checks at most once per 60 seconds", () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(60_000);
    expect(isVersionCheckDue(1_000, undefined)).toBe(true);
    expect(isVersionCheckDue(60_999, 1_000)).toBe(false);
    expect(isVersionCheckDue(61_000, 1_000)).toBe(true);
  });
});

describe("decision", () => {
  it("reloads when the versions differ and no appUpdated marker is set", () => {
    expect(decideVersionAction({ serverVersion: "2", clientVersion: "1", updatedMarkerSet: false })).toBe("reload");
  });

  it("does not reload again while the marker is set (no reload loop)", () => {
    expect(decideVersionAction({ serverVersion: "2", clientVersion: "1", updatedMarkerSet: true })).toBe("none");
  });

  it("clears the marker once the versions match", () => {
    expect(decideVersionAction({ serverVersion: "2", clientVersion: "2", updatedMarkerSet: true })).toBe(
      "clear-marker",
    );
  });

  it("does nothing when the versions match and no marker is set", () => {
    expect(decideVersionAction({ serverVersion: "2", clientVersion: "2", updatedMarkerSet: false })).toBe("none");
  });
});
