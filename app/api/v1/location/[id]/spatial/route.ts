import { failureResponse } from "@/lib/http/failure-response";
import { spatialById } from "@/lib/services/locations/location-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/location/{id}/spatial: the boundary as well-known text. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const result = await spatialById(requestContext(), id);
  if (!result.ok) return failureResponse(result);
  return Response.json({ id: result.id, wellKnownText: result.wellKnownText });
}
