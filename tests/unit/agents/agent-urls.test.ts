import { describe, expect, it } from "vitest";
import { agencyPageOf, agentInfoKitPath, agentProfilePath, companyPath, officePath } from "@/lib/agents/agent-urls";
import { parseSearchUrl } from "@/lib/search/parse-search-url";

describe("agency page addresses", () => {
  it("agent, office and company pages live under real-estate-agency and are read back", () => {
    expect(agentProfilePath("jane-citizen")).toBe("/real-estate-agency/agent/jane-citizen");
    expect(agencyPageOf(agentProfilePath("jane-citizen"))).toEqual({ kind: "agent", slug: "jane-citizen" });
    expect(agencyPageOf(officePath("bluestone-bondi"))).toEqual({ kind: "office", slug: "bluestone-bondi" });
    expect(agencyPageOf(companyPath("bluestone"))).toEqual({ kind: "company", slug: "bluestone" });
    expect(agentInfoKitPath("jane-citizen")).toBe("/real-estate-agency/agent/jane-citizen/info-kit");
    expect(agencyPageOf(agentInfoKitPath("jane-citizen"))).toEqual({ kind: "info-kit", slug: "jane-citizen" });
  });

  it("office searches, other paths and odd slugs are not agency pages", () => {
    expect(agencyPageOf("/real-estate-agency/bluestone-bondi/for-sale")).toBeUndefined();
    expect(parseSearchUrl("/real-estate-agency/bluestone-bondi/for-sale").ok).toBe(true);
    expect(agencyPageOf("/real-estate-agency")).toBeUndefined();
    expect(agencyPageOf("/real-estate-agency/agent/Jane_Citizen")).toBeUndefined();
    expect(agencyPageOf("/real-estate-agency/agent/jane/extra")).toBeUndefined();
    expect(agencyPageOf("/real-estate-agency/agent/Jane_Citizen/info-kit")).toBeUndefined();
    expect(agencyPageOf("/real-estate-agency/company/bluestone/info-kit")).toBeUndefined();
    expect(agencyPageOf("/agents/jane")).toBeUndefined();
    // An agent's page is never read as an office search (agent is not a mode).
    expect(parseSearchUrl(agentProfilePath("for-sale")).ok).toBe(false);
  });
});
