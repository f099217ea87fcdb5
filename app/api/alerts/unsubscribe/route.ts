import { z } from "zod";
import { failWith, failureResponse } from "@/lib/http/failure-response";
import { readBodyUpTo } from "@/lib/http/limited-body";
import { ALERT_UNSUBSCRIBE_PAGE_PATH } from "@/lib/search/alert-rules";
import { alertMailConfig } from "@/lib/services/alerts/alert-mail-config";
import { UNSUBSCRIBE_LINK_INVALID, unsubscribeFromAlert } from "@/lib/services/alerts/unsubscribe";
import { requestContext } from "@/lib/services/request-context";

export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };
/** A one-click body is "List-Unsubscribe=One-Click"; the page's form adds one field. */
const MAX_FORM_BYTES = 1024;
const tokenSchema = z.string().min(1).max(2048);

/**
 * POST /api/alerts/unsubscribe?token=…: one-click unsubscribe (RFC 8058) for one alert. No session
 * is read: the signed token names the alert. A mail client gets 200 and a sentence; the button on
 * the unsubscribe page (which sends `from=page`) is sent back to that page, which then says the
 * alert is off. A GET is not answered here (405), so a link scanner changes nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const token = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  if (!token.success) return failWith("BAD_INPUT", UNSUBSCRIBE_LINK_INVALID, NO_STORE);
  const body = await readBodyUpTo(request, MAX_FORM_BYTES);
  if (body === null) return failWith("TOO_LARGE", "An unsubscribe request has no more than a short form", NO_STORE);
  const fromPage = new URLSearchParams(new TextDecoder().decode(body)).get("from") === "page";

  const result = await unsubscribeFromAlert(requestContext(), token.data, alertMailConfig().secret);
  if (fromPage) {
    const page = new URL(ALERT_UNSUBSCRIBE_PAGE_PATH, request.url);
    page.searchParams.set("token", token.data);
    return new Response(null, { status: 303, headers: { ...NO_STORE, location: page.pathname + page.search } });
  }
  if (!result.ok) return failureResponse(result, NO_STORE);
  return Response.json(
    { ok: true, message: `You will no longer get e-mails for the alert "${result.name}".` },
    { headers: NO_STORE },
  );
}
