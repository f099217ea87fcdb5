import { failureResponse } from "@/lib/http/failure-response";
import { suburbAtPoint } from "@/lib/services/locations/location-api";
import { requestContext } from "@/lib/services/request-context";

/** GET /api/v1/location/{id}/{lat}/{long}: the suburb of the location that holds the point. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; lat: string; long: string }> },
) {
  const { id, lat, long } = await params;
  const result = await suburbAtPoint(requestContext(), id, { latitude: lat, longitude: long });
  if (!result.ok) return failureResponse(result);
  return Response.json({ location: result.location, suburb: result.suburb });
}
