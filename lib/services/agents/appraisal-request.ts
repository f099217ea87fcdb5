import { z } from "zod";
import { plainText } from "../free-text";
import {
  APPRAISAL_AGENTS_PER_WINDOW,
  APPRAISAL_FAILED_MESSAGE,
  APPRAISAL_WINDOW_MS,
  CHOOSE_AN_AGENT,
  MAX_APPRAISAL_AGENTS,
  TOO_MANY_AGENTS,
  appraisalLimitMessage,
} from "../../agents/appraisal";
import { runInOneBatch } from "../../db/batch";
import {
  appraisalRowStored,
  countAppraisalAgentsSince,
  insertAppraisalWhere,
  isAppraisalRowStored,
  withinAppraisalAllowance,
  type NewAppraisalRow,
} from "../../db/queries/agents/appraisal-requests";
import { insertMailWhere } from "../../db/queries/mail/mail";
import { ENQUIRY_SPAM_CHECK_MESSAGE } from "../../listings/enquiry-reasons";
import type { ServiceContext } from "../context";
import { copyAddressFor, senderFields, type EnquiryConfig } from "../enquiries/send-enquiry";
import { verifyTurnstile } from "../enquiries/turnstile";
import { getLocationsByIds } from "../locations/get-location";
import { toOutboxRow } from "../mail/outbox";
import { badInput, fail, type Result } from "../result";
import { getAgents } from "./get-agents";
import { reportUnexpected } from "@/lib/observability/log";

const agentId = z.coerce
  .number({ message: "Each agent id is a number." })
  .int("Each agent id is a whole number.")
  .positive("Each agent id is a positive number.")
  .max(Number.MAX_SAFE_INTEGER, "That is not an agent we know.");

const PHONE_NEEDED = "Please give a phone number so the agents can arrange a visit";

export const appraisalRequestSchema = z.object({
  locationId: z.coerce
    .number({ message: "Choose the suburb of your property" })
    .int("Choose the suburb of your property")
    .positive("Choose the suburb of your property")
    .max(Number.MAX_SAFE_INTEGER, "Choose the suburb of your property"),
  address: plainText(
    z
      .string({ message: "Please give the street address of your property" })
      .trim()
      .min(5, "Please give the street address of your property (for example 12 Kookaburra Street)")
      .max(200, "Please keep the address under 200 characters"),
    "The address",
  ),
  agentIds: z
    .array(agentId, { message: CHOOSE_AN_AGENT })
    .min(1, CHOOSE_AN_AGENT)
    .max(MAX_APPRAISAL_AGENTS, TOO_MANY_AGENTS)
    .refine((ids) => new Set(ids).size === ids.length, "Choose each agent once."),
  ...senderFields,
  // Agents arrange an appraisal visit by phone, so here the number is needed.
  phone: senderFields.phone.unwrap().refine((value) => value !== "", PHONE_NEEDED),
  message: plainText(z.string().trim().max(2000, "Please keep your message under 2,000 characters"), "Your message", {
    multiline: true,
  }).default(""),
});

export type AppraisalRequestInput = z.input<typeof appraisalRequestSchema>;

export type AppraisalRequestResult = Result<{
  /** Shared by the rows of this request (one per agent); empty when the honeypot caught a bot. */
  requestId: string;
  agents: { id: number; name: string }[];
  address: string;
  copiedTo: string | null;
}>;

/**
 * An owner asks one to three agents for an appraisal of their home: one row per agent in
 * `appraisal_requests` with one e-mail to each (reply-to the owner), and a copy to a signed-in
 * member's confirmed address, in one batch. The first row is written only while the sender's
 * allowance (APPRAISAL_AGENTS_PER_WINDOW agents a day, by e-mail address) has room for every agent
 * asked, counted inside its INSERT; the rest of the batch only when it was: all or nothing, and
 * parallel submits cannot overdraw the allowance.
 */
export async function requestAppraisal(
  ctx: ServiceContext,
  raw: unknown,
  config: EnquiryConfig,
): Promise<AppraisalRequestResult> {
  const parsed = appraisalRequestSchema.safeParse(raw);
  if (!parsed.success) {
    // A bot filled the honeypot: it gets a success that stored and sent nothing.
    if (parsed.error.issues.some((issue) => issue.path[0] === "website"))
      return { ok: true, requestId: "", agents: [], address: "", copiedTo: null };
    return badInput(parsed.error, parsed.error.issues[0]?.message);
  }
  const input = parsed.data;
  if (
    config.turnstileSecret &&
    !(await verifyTurnstile(config.turnstileSecret, config.turnstileToken ?? "", config.remoteIp))
  )
    return fail("BAD_INPUT", ENQUIRY_SPAM_CHECK_MESSAGE);

  const [[suburb], agents] = await Promise.all([
    getLocationsByIds(ctx, [input.locationId]),
    getAgents(ctx, input.agentIds),
  ]);
  if (!suburb || suburb.type !== "suburb")
    return fail("NOT_FOUND", "Choose the suburb of your property from the suggestions.", {
      fieldErrors: { locationId: "Choose the suburb of your property from the suggestions." },
    });
  if (agents.length !== input.agentIds.length) {
    const known = new Set(agents.map((agent) => agent.id));
    const missing = input.agentIds.filter((id) => !known.has(id));
    return fail("NOT_FOUND", `No agent has the id ${missing.join(", ")}.`);
  }

  const email = input.email.toLowerCase();
  const address = `${input.address}, ${suburb.displayText}`;
  const requestId = crypto.randomUUID();
  const rows: NewAppraisalRow[] = agents.map((agent) => ({
    id: crypto.randomUUID(),
    requestId,
    agentId: agent.id,
    name: input.name,
    email,
    phone: input.phone,
    address: input.address,
    suburbId: suburb.id,
    message: input.message,
    memberId: config.memberId ?? null,
    createdAt: ctx.now,
  }));
  const first = rows[0]!;
  const stored = appraisalRowStored(first.id);
  const details = [
    input.message ? `${input.message}\n` : null,
    `Property: ${address}`,
    `Name: ${input.name}`,
    `E-mail: ${email}`,
    `Phone: ${input.phone}`,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
  const others = (agent: (typeof agents)[number]) =>
    agents.length === 1
      ? "You are the only agent they asked."
      : `They also asked ${agents
          .filter((other) => other.id !== agent.id)
          .map((other) => other.name)
          .join(" and ")}.`;
  const subject = `Appraisal request: ${address}`;
  const mails = agents.map((agent) =>
    toOutboxRow(
      {
        kind: "appraisal-request",
        to: agent.email,
        replyTo: email,
        subject,
        text: `Hi ${agent.firstName},\n\n${input.name} would like an appraisal of ${address}. They chose you from the agents who sold most in ${suburb.name} over the last 12 months. ${others(agent)}\n\n${details}\n\nReply to this e-mail to arrange the appraisal.`,
      },
      config.from,
      ctx.now,
    ),
  );
  const copyTo = await copyAddressFor(ctx, config.memberId);
  if (copyTo)
    mails.push(
      toOutboxRow(
        {
          kind: "appraisal-request-copy",
          to: copyTo,
          replyTo: agents[0]!.email,
          subject: `Your appraisal request: ${address}`,
          text: `Hi ${input.name},\n\nWe asked ${agents.map((agent) => agent.name).join(", ")} for an appraisal of ${address}. They will contact you to arrange a visit.\n\n${details}`,
        },
        config.from,
        ctx.now,
      ),
    );

  const since = ctx.now - APPRAISAL_WINDOW_MS;
  try {
    await runInOneBatch(ctx.db, [
      insertAppraisalWhere(
        ctx.db,
        first,
        withinAppraisalAllowance(email, since, rows.length, APPRAISAL_AGENTS_PER_WINDOW),
      ),
      ...rows.slice(1).map((row) => insertAppraisalWhere(ctx.db, row, stored)),
      ...mails.map((mail) => insertMailWhere(ctx.db, mail, stored)),
    ]);
  } catch (error) {
    reportUnexpected("appraisal request not stored", error);
    return fail("UNAVAILABLE", APPRAISAL_FAILED_MESSAGE);
  }
  if (!(await isAppraisalRowStored(ctx.db, first.id))) {
    const asked = await countAppraisalAgentsSince(ctx.db, email, since);
    return fail("RATE_LIMITED", appraisalLimitMessage(asked));
  }
  return {
    ok: true,
    requestId,
    agents: agents.map((agent) => ({ id: agent.id, name: agent.name })),
    address,
    copiedTo: copyTo,
  };
}
