import { serverEnv } from "@/lib/env";
import { timeZoneForState } from "@/lib/format/dates";
import { inspectionCalendar, inspectionFileName } from "@/lib/listings/ics";
import { requestContext } from "@/lib/services/request-context";
import { getListing, getUpcomingInspections } from "@/lib/services/listings/get-listing";

/** GET /homes/{slug}/{id}/inspection.ics?start=ISO: one open home as an iCalendar file. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string; id: string }> }) {
  const { id } = await params;
  const start = new URL(request.url).searchParams.get("start") ?? "";
  const ctx = requestContext();
  const listing = await getListing(ctx, id);
  if (!listing) return new Response("Listing not found", { status: 404 });
  const inspection = (await getUpcomingInspections(ctx, listing.id)).find((slot) => slot.startsAt === start);
  if (!inspection) return new Response("No such inspection", { status: 404 });
  const timeZone = timeZoneForState(listing.address.stateCode);
  const url = new URL(listing.canonicalUri, serverEnv.SITE_URL).toString();
  const body = inspectionCalendar({
    uid: `inspection-${listing.id}-${new Date(inspection.startsAt).getTime()}@homefront`,
    startsAt: inspection.startsAt,
    endsAt: inspection.endsAt,
    timeZone,
    summary: `Open home: ${listing.address.displayAddress}`,
    location: listing.address.isDisclosed
      ? listing.address.displayAddress
      : `${listing.address.suburb} ${listing.address.stateCode} ${listing.address.postcode}`,
    description: `${listing.title}\n${listing.priceDetails.shortDescription}\n${url}`,
    url,
  });
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${inspectionFileName(listing.id, inspection.startsAt, timeZone)}"`,
      "cache-control": "private, max-age=300",
    },
  });
}
