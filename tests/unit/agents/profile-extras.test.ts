// An agent's extras come from JSON on their row: only well-formed web addresses get through, a
// broken column shows nothing instead of breaking the profile, and awards come newest first.
import { describe, expect, it } from "vitest";
import { parseAwards, parseSocialLinks, parseVideos } from "@/lib/agents/profile-extras";

describe("agent profile extras", () => {
  it("keeps well-formed links and refuses scripts and other schemes", () => {
    expect(
      parseSocialLinks(JSON.stringify([{ network: "linkedin", url: "https://linkedin.example.com/sam" }])),
    ).toEqual([{ network: "linkedin", url: "https://linkedin.example.com/sam" }]);
    for (const url of ["javascript:alert(1)", "data:text/html,hi", "ftp://files.example.com/x", "not a url"]) {
      expect(parseSocialLinks(JSON.stringify([{ network: "website", url }]))).toEqual([]);
      expect(parseVideos(JSON.stringify([{ title: "Tour", url }]))).toEqual([]);
    }
    expect(parseSocialLinks(JSON.stringify([{ network: "myspace", url: "https://myspace.example.com" }]))).toEqual([]);
  });

  it("shows nothing for a missing or broken column", () => {
    for (const column of [
      null,
      undefined,
      "",
      "{",
      "{}",
      "[1,2]",
      JSON.stringify(Array(13).fill({ year: 2020, title: "x" })),
    ])
      expect(parseAwards(column)).toEqual([]);
  });

  it("lists awards newest first", () => {
    const awards = [
      { year: 2023, title: "Rising Star" },
      { year: 2025, title: "Agent of the Year" },
      { year: 2024, title: "Top 100" },
    ];
    expect(parseAwards(JSON.stringify(awards)).map((a) => a.year)).toEqual([2025, 2024, 2023]);
  });
});
