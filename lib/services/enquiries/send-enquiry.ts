import { z } from "zod";
import { plainText } from "../free-text";
import { runInOneBatch } from "../../db/batch";
import {
  insertEnquiryWhere,
  isListingEnquiryStored,
  listingEnquiryStored,
  withinSenderAllowance,
} from "../../db/queries/enquiries/enquiries";
import { insertMailWhere } from "../../db/queries/mail/mail";
import { findMemberById } from "../../db/queries/members/members";
import {
  ENQUIRIES_PER_WINDOW,
  ENQUIRY_FAILED_MESSAGE,
  ENQUIRY_RATE_LIMIT_MESSAGE,
  ENQUIRY_REASON_KEYS,
  ENQUIRY_SPAM_CHECK_MESSAGE,
  ENQUIRY_WINDOW_MS,
  enquiryReasonLabel,
} from "../../listings/enquiry-reasons";
import { getAgents } from "../agents/get-agents";
import type { ServiceContext } from "../context";
import { getListing } from "../listings/get-listing";
import { toOutboxRow } from "../mail/outbox";
import { badInput, fail, type Result } from "../result";
import { verifyTurnstile } from "./turnstile";
import { reportUnexpected } from "@/lib/observability/log";

/** Australian numbers: 10 digits starting 0, or +61 and 9 digits; spaces, brackets and dashes allowed. */
const AU_PHONE = /^(?:\+?61|0)[2-478](?:[ -]?\d){8}$/;

/** Who is asking: the fields every enquiry form shares (listing, seller, property and agent enquiries). */
export const senderFields = {
  name: plainText(
    z
      .string({ message: "Please tell the agent your name" })
      .trim()
      .min(1, "Please tell the agent your name")
      .max(100, "Please keep your name under 100 characters"),
    "Your name",
  ),
  email: z.email("Please enter a valid e-mail address").max(254),
  phone: z
    .string()
    .trim()
    .max(20, "Please enter a valid Australian phone number")
    .refine((v) => v === "" || AU_PHONE.test(v.replace(/[()]/g, "")), "Please enter a valid Australian phone number")
    .optional(),
  /** Honeypot: a field people never see. Bots fill it; we then pretend success and store nothing. */
  website: z.string().max(0).optional().or(z.literal("")),
};

export const enquirySchema = z
  .object({
    listingId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    ...senderFields,
    message: plainText(z.string().trim().max(2000, "Please keep your message under 2,000 characters"), "Your message", {
      multiline: true,
    }).default(""),
    reasons: z.array(z.enum(ENQUIRY_REASON_KEYS)).max(ENQUIRY_REASON_KEYS.length).default([]),
  })
  .refine((e) => e.reasons.length > 0 || e.message.length >= 10, {
    path: ["message"],
    message: "Please choose what you would like to know or write a message (at least 10 characters)",
  });

export type EnquiryInput = z.input<typeof enquirySchema>;

/** `copiedTo`: the member's own confirmed address the copy went to; null when no copy was sent. */
export type EnquiryResult = Result<{ listingId: number; copiedTo: string | null }>;

export interface EnquiryConfig {
  from: string;
  /** When set, a Turnstile token must verify before anything is stored. */
  turnstileSecret?: string;
  turnstileToken?: string;
  remoteIp?: string;
  /** The signed-in member sending it (verified from the session, never from the form). */
  memberId?: string;
}

/**
 * Where the sender's copy may go: only the signed-in member's own address, and only once they
 * confirmed it. The address typed into the form proves nothing, and a copy to it would let anyone
 * mail their text to a stranger through us (the contact form sends nothing to typed addresses for
 * the same reason). Anonymous senders see the confirmation on screen instead.
 */
export async function copyAddressFor(ctx: ServiceContext, memberId: string | undefined): Promise<string | null> {
  if (!memberId) return null;
  const member = await findMemberById(ctx.db, memberId);
  return member?.emailVerifiedAt ? member.email : null;
}

/**
 * An enquiry to a listing's agent: validated, then stored together with an e-mail to the agent
 * (reply-to the sender) and, for a signed-in member with a confirmed address, a copy to that
 * address, in one batch: either all exist or none does, and none while the sender's allowance
 * (ENQUIRIES_PER_WINDOW in ENQUIRY_WINDOW_MS, listing and agent enquiries together) is spent.
 */
export async function sendEnquiry(
  ctx: ServiceContext,
  raw: EnquiryInput,
  config: EnquiryConfig,
): Promise<EnquiryResult> {
  const parsed = enquirySchema.safeParse(raw);
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] === "website"))
      return { ok: true, listingId: Number(raw.listingId) || 0, copiedTo: null };
    return badInput(parsed.error, "Please check the highlighted fields.");
  }
  const enquiry = parsed.data;
  if (
    config.turnstileSecret &&
    !(await verifyTurnstile(config.turnstileSecret, config.turnstileToken ?? "", config.remoteIp))
  ) {
    return fail("BAD_INPUT", ENQUIRY_SPAM_CHECK_MESSAGE);
  }
  const email = enquiry.email.toLowerCase();
  const listing = await getListing(ctx, enquiry.listingId);
  const [agent] = listing ? await getAgents(ctx, [listing.agentId]) : [];
  if (!listing || !agent) return fail("NOT_FOUND", "This listing is no longer available.");

  const reasons = enquiry.reasons.map(enquiryReasonLabel);
  const phone = enquiry.phone || "not given";
  const details = [
    reasons.length ? `Interested in: ${reasons.join(", ")}` : null,
    enquiry.message ? `\n${enquiry.message}\n` : null,
    `Name: ${enquiry.name}`,
    `E-mail: ${email}`,
    `Phone: ${phone}`,
  ].filter((line): line is string => line !== null);
  const toAgent = toOutboxRow(
    {
      kind: "listing-enquiry",
      to: agent.email,
      replyTo: email,
      subject: `Enquiry: ${listing.address.displayAddress}`,
      text: `Hi ${agent.firstName},\n\n${enquiry.name} has enquired about ${listing.address.displayAddress} (listing ${listing.id}).\n\n${details.join("\n")}\n\nReply to this e-mail to answer them.`,
    },
    config.from,
    ctx.now,
  );
  const copyTo = await copyAddressFor(ctx, config.memberId);
  const copy =
    copyTo &&
    toOutboxRow(
      {
        kind: "listing-enquiry-copy",
        to: copyTo,
        replyTo: agent.email,
        subject: `Your enquiry: ${listing.address.displayAddress}`,
        text: `Hi ${enquiry.name},\n\nWe sent your enquiry about ${listing.address.displayAddress} to ${agent.name}. They usually reply within one business day.\n\n${details.join("\n")}`,
      },
      config.from,
      ctx.now,
    );
  const id = crypto.randomUUID();
  const stored = listingEnquiryStored(id);
  try {
    // The sender's allowance is reserved inside the INSERT (shared with agent enquiries), so
    // parallel requests cannot overdraw it; the mail is queued only if the enquiry was stored.
    await runInOneBatch(ctx.db, [
      insertEnquiryWhere(
        ctx.db,
        {
          id,
          listingId: listing.id,
          agentId: agent.id,
          officeId: listing.officeId,
          name: enquiry.name,
          email,
          phone: enquiry.phone || null,
          message: enquiry.message,
          reasons: JSON.stringify(enquiry.reasons),
          memberId: config.memberId ?? null,
          createdAt: ctx.now,
        },
        withinSenderAllowance(email, ctx.now - ENQUIRY_WINDOW_MS, 1, ENQUIRIES_PER_WINDOW),
      ),
      insertMailWhere(ctx.db, toAgent, stored),
      ...(copy ? [insertMailWhere(ctx.db, copy, stored)] : []),
    ]);
  } catch (error) {
    reportUnexpected("enquiry not stored", error);
    return fail("UNAVAILABLE", ENQUIRY_FAILED_MESSAGE);
  }
  if (!(await isListingEnquiryStored(ctx.db, id))) return fail("RATE_LIMITED", ENQUIRY_RATE_LIMIT_MESSAGE);
  return { ok: true, listingId: listing.id, copiedTo: copyTo };
}
