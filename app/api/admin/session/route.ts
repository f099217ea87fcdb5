import { changeAnswer } from "@/app/api/admin/change-answer";
import { endStaffSession, startStaffSession } from "@/lib/session/server/staff-viewer";
import { restRoute } from "@/lib/http/route/rest-route";
import { fail } from "@/lib/services/result";

/**
 * POST {code}: a signed-in member with a staff role opens a staff session with the code their
 * authenticator app shows (sets the HttpOnly staff cookie). GET: who is signed in as staff, and
 * their roles. DELETE: ends the staff session (the member stays signed in).
 */
export const POST = restRoute({ body: "json" }, async ({ body }) => {
  if (typeof body.code !== "string") return fail("BAD_INPUT", "Enter the 6-digit code your authenticator app shows");
  return changeAnswer(await startStaffSession(body.code));
});

export const GET = restRoute({ auth: "staff" }, async ({ staff }) =>
  staff
    ? { memberId: staff.memberId, name: staff.name, grants: staff.grants }
    : { memberId: null, name: null, grants: [] },
);

export const DELETE = restRoute({}, async () => {
  await endStaffSession();
  return new Response(null, { status: 204 });
});
