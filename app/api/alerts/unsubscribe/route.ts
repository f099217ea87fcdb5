import { z } from "zod";
import { restRoute } from "@/lib/http/route/rest-route";
import { ALERT_UNSUBSCRIBE_PAGE_PATH } from "@/lib/alerts/alert-rules";
import { alertMailConfig } from "@/lib/services/alerts/alert-mail-config";
import { UNSUBSCRIBE_LINK_INVALID, unsubscribeFromAlert } from "@/lib/services/alerts/unsubscribe";

export const dynamic = "force-dynamic";

/** A one-click body is "List-Unsubscribe=One-Click"; the page's form adds one field. */
const MAX_FORM_BYTES = 1024;
const token = z
  .string({ message: UNSUBSCRIBE_LINK_INVALID })
  .min(1, UNSUBSCRIBE_LINK_INVALID)
  .max(2048, UNSUBSCRIBE_LINK_INVALID);

/**
 * POST /api/alerts/unsubscribe?token=…: one-click unsubscribe (RFC 8058) for one alert. Mail
 * providers post it from their own servers, so any Origin is taken; no session is read: the signed
 * token names the alert, and all it can do is stop that alert's e-mails. A mail client gets 200
 * and a sentence; the button on the unsubscribe page (which sends `from=page`) is sent back to that
 * page, which then says the alert is off. A GET is not answered here (405), so a link scanner
 * changes nothing.
 */
export const POST = restRoute(
  {
    anyOrigin: "the signed token in the address is the only authority (RFC 8058 one-click, from mail servers)",
    query: z.object({ token }),
    body: "text",
    maxBodyBytes: MAX_FORM_BYTES,
  },
  async ({ ctx, request, query, body }) => {
    const fromPage = new URLSearchParams(body).get("from") === "page";
    const result = await unsubscribeFromAlert(ctx, query.token, alertMailConfig().secret);
    if (fromPage) {
      const page = new URL(ALERT_UNSUBSCRIBE_PAGE_PATH, request.url);
      page.searchParams.set("token", query.token);
      return new Response(null, {
        status: 303,
        headers: { "cache-control": "no-store", location: page.pathname + page.search },
      });
    }
    if (!result.ok) return result;
    return { ok: true, message: `You will no longer get e-mails for the alert "${result.name}".` };
  },
);
