import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/locations";
import { sponsorById } from "@/app/api/v1/_facades/locations";

/** The sponsor slot: name, office and how many each agent sold; no contact details. */
export const GET = restRoute({ operation: ops.getLocationSponsor }, async ({ ctx, params, query }) => {
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
