/**
 * GET /media/listings/{listingId}/{position}.svg?t={propertyType}
 * GET /media/listings/{listingId}/floorplan-{n}.svg?t={propertyType}&b={bedrooms}
 *
 * Generated listing photos and floor plans. No database read: the listing id seeds the picture
 * and the property type / bedrooms travel in the query string (URLs are built by lib/media/urls).
 */
import { renderFloorPlan } from "@/lib/media/floor-plan";
import { notFoundResponse, svgResponse } from "@/lib/media/http";
import { renderListingPhoto } from "@/lib/media/listing-photo";
import { listingMediaParams, listingMediaQuery, queryOf } from "@/lib/media/params";

export async function GET(
  request: Request,
  { params }: { params: Promise<{ listingId: string; file: string }> },
): Promise<Response> {
  const parsed = listingMediaParams.safeParse(await params);
  const query = listingMediaQuery.safeParse(queryOf(request));
  if (!parsed.success || !query.success) return notFoundResponse();
  const { listingId, file } = parsed.data;
  const { t: propertyType, b: bedrooms } = query.data;
  return svgResponse(
    file.kind === "photo"
      ? renderListingPhoto({ listingId, position: file.position, propertyType })
      : renderFloorPlan({ listingId, index: file.index, propertyType, bedrooms }),
  );
}
