import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/locations";
import { sponsorById } from "@/lib/services/locations/location-api";

/** The sponsor slot: name, office and how many each agent sold; no contact details. */
export const GET = apiRoute(ops.getLocationSponsor, async ({ ctx, params, query }) => {
  const result = await sponsorById(ctx, params.id, query);
  if (!result.ok) return result;
  return {
    id: result.id,
    agents: result.agents.map(({ agent, sold }) => ({
      id: agent.id,
      name: agent.name,
      jobTitle: agent.jobTitle,
      officeId: agent.officeId,
      photoUrl: agent.photoUrl,
      sold,
    })),
  };
});
