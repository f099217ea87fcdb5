import { failureResponse } from "@/lib/http/failure-response";
import { nearbyById } from "@/lib/services/locations/location-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/location/{id}/nearby?take=5 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const result = await nearbyById(requestContext(), id, { take: new URL(request.url).searchParams.get("take") });
  if (!result.ok) return failureResponse(result);
  return Response.json(result.locations);
}
