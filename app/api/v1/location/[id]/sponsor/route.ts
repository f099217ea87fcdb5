import { failureResponse } from "@/lib/http/failure-response";
import { sponsorById } from "@/lib/services/locations/location-api";
import { requestContext } from "@/lib/services/request-context";

/**
 * GET /api/v1/location/{id}/sponsor?take=3: the suburb's sponsor slot, the agents who sold most
 * there over the last 12 months (name, office and how many they sold; no contact details).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const result = await sponsorById(requestContext(), id, { take: new URL(request.url).searchParams.get("take") });
  if (!result.ok) return failureResponse(result);
  return Response.json({
    id: result.id,
    agents: result.agents.map(({ agent, sold }) => ({
      id: agent.id,
      name: agent.name,
      jobTitle: agent.jobTitle,
      officeId: agent.officeId,
      photoUrl: agent.photoUrl,
      sold,
    })),
  });
}
