import { and, count, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { plainText } from "../free-text";
import { mailOutbox } from "../../db/schema";
import type { ServiceContext } from "../context";
import { badInput, fail, type Result } from "../result";
import { enqueueMail } from "./outbox";

export const SUPPORT_MESSAGES_PER_HOUR = 3;

export const supportMessageSchema = z.object({
  name: plainText(
    z.string().trim().min(1, "Please tell us your name").max(100, "Please keep your name under 100 characters"),
    "Your name",
  ),
  email: z.email("Please enter a valid e-mail address").max(254),
  message: plainText(
    z
      .string()
      .trim()
      .min(10, "Please write at least 10 characters")
      .max(5000, "Please keep your message under 5,000 characters"),
    "Your message",
    { multiline: true },
  ),
  /** Honeypot: a field people never see. Bots fill it; we then pretend success and send nothing. */
  website: z.string().max(0).optional().or(z.literal("")),
});

export type SupportMessageInput = z.input<typeof supportMessageSchema>;

export type SupportMessageResult = Result;

/**
 * A message to the support team, queued in the outbox with the sender as reply-to. Nothing is
 * sent to the address given (so the form cannot be used to mail strangers), and one address can
 * send at most SUPPORT_MESSAGES_PER_HOUR an hour.
 */
export async function sendSupportMessage(
  ctx: ServiceContext,
  raw: SupportMessageInput,
  config: { supportEmail: string; from: string },
): Promise<SupportMessageResult> {
  const parsed = supportMessageSchema.safeParse(raw);
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] === "website")) return { ok: true };
    return badInput(parsed.error);
  }
  const { name, email, message } = parsed.data;
  const recent = await ctx.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "support-message"),
        eq(mailOutbox.replyTo, email),
        gte(mailOutbox.createdAt, ctx.now - 3_600_000),
      ),
    );
  if ((recent[0]?.n ?? 0) >= SUPPORT_MESSAGES_PER_HOUR) {
    return fail(
      "RATE_LIMITED",
      "You have sent us several messages in the last hour. Please wait a little before sending another.",
    );
  }
  await enqueueMail(
    ctx,
    {
      kind: "support-message",
      to: config.supportEmail,
      replyTo: email,
      subject: `Support request from ${name}`,
      text: `${message}\n\n-- \n${name} <${email}>\nSent ${new Date(ctx.now).toISOString()} via the contact form`,
    },
    config.from,
  );
  return { ok: true };
}
