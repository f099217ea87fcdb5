import { changeAnswer } from "@/app/api/admin/change-answer";
import { authConfig } from "@/lib/auth/config";
import { getViewer } from "@/lib/session/server/viewer";
import { restRoute } from "@/lib/http/route/rest-route";
import { beginSecondFactor } from "@/lib/services/staff/staff-sign-in";

/**
 * POST {}: a member with a staff role starts setting up their authenticator app: the answer holds
 * the secret and its otpauth:// address, shown this once. The first code sent to POST
 * /api/admin/session confirms it. The member is read as the staff sign-in reads them (the same
 * cookie the admin pages see), not yet as staff.
 */
export const POST = restRoute({ body: "json" }, async ({ ctx }) => {
  const begun = await beginSecondFactor(ctx, authConfig(), await getViewer());
  return changeAnswer(begun.ok ? { ok: true, value: { secret: begun.secret, uri: begun.uri } } : begun);
});
