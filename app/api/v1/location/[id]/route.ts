import { failureResponse } from "@/lib/http/failure-response";
import { locationById } from "@/lib/services/locations/location-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/location/{id}?includeSurrounding=true */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const query = new URL(request.url).searchParams;
  const result = await locationById(requestContext(), id, { includeSurrounding: query.get("includeSurrounding") });
  if (!result.ok) return failureResponse(result);
  const { ok: _ok, ...body } = result;
  return Response.json(body);
}
