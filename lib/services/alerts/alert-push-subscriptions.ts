import { z } from "zod";
import { findAlertOf } from "../../db/queries/alerts/alerts";
import { saveSubscriptionWithinLimit } from "../../db/queries/alerts/push-subscriptions";
import type { Viewer } from "../../auth/roles";
import { MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER, PUSH_MESSAGES, pushSubscriptionSchema } from "../../alerts/alert-push";
import { ALERT_MESSAGES } from "../../alerts/alert-rules";
import type { ServiceContext } from "../context";
import { fail } from "../result";
import { vapidKeys } from "./alert-mail-config";
import { alertIdSchema, requireMemberToChange, updateAlert, type AlertResult } from "./alerts";

export const enableAlertPushSchema = z
  .object({ alertId: alertIdSchema, subscription: pushSubscriptionSchema })
  .strict();

/**
 * Turns notifications on for one of the member's alerts in the browser that sent `subscription`:
 * the browser's subscription is saved for the member (within MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER,
 * counted in the same statement as the write) and the alert's `pushEnabled` set. Another member's
 * alert is "not found" and saves nothing. Turning it off is `updateAlert` with pushEnabled false.
 */
export async function enableAlertPush(ctx: ServiceContext, viewer: Viewer | null, raw: unknown): Promise<AlertResult> {
  const member = requireMemberToChange(viewer);
  const parsed = enableAlertPushSchema.safeParse(raw);
  if (!parsed.success) {
    return parsed.error.issues.some((issue) => issue.path[0] === "alertId")
      ? fail("NOT_FOUND", ALERT_MESSAGES.updateFailed)
      : fail("BAD_INPUT", PUSH_MESSAGES.badSubscription);
  }
  if (!vapidKeys()) return fail("UNAVAILABLE", PUSH_MESSAGES.notConfigured);
  const { alertId, subscription } = parsed.data;
  if (!(await findAlertOf(ctx.db, member.memberId, alertId))) return fail("NOT_FOUND", ALERT_MESSAGES.updateFailed);
  const saved = await saveSubscriptionWithinLimit(
    ctx.db,
    { memberId: member.memberId, ...subscription },
    ctx.now,
    MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER,
  );
  if (!saved) return fail("CONFLICT", PUSH_MESSAGES.tooMany);
  return updateAlert(ctx, viewer, { alertId, pushEnabled: true });
}
