import { z } from "zod";
import { runInOneBatch } from "../../db/batch";
import {
  agentEnquiryStored,
  insertAgentEnquiryWhere,
  isAgentEnquiryStored,
  type NewAgentEnquiryRow,
} from "../../db/queries/enquiries/agent-enquiries";
import { withinSenderAllowance } from "../../db/queries/enquiries/enquiries";
import { insertMailWhere } from "../../db/queries/mail/mail";
import {
  ENQUIRIES_PER_WINDOW,
  ENQUIRY_FAILED_MESSAGE,
  ENQUIRY_RATE_LIMIT_MESSAGE,
  ENQUIRY_SPAM_CHECK_MESSAGE,
  ENQUIRY_WINDOW_MS,
} from "../../listings/enquiry-reasons";
import type { Agent } from "../agents/agent";
import { getAgents } from "../agents/get-agents";
import type { ServiceContext } from "../context";
import { getListing } from "../listings/get-listing";
import { getLocationsByIds } from "../locations/get-location";
import { getLocalAgents } from "../locations/local-agents";
import { toOutboxRow } from "../mail/outbox";
import { badInput, fail, type Result } from "../result";
import { copyAddressFor, senderFields, type EnquiryConfig } from "./send-enquiry";
import { verifyTurnstile } from "./turnstile";
import { reportUnexpected } from "@/lib/observability/log";

/*
 * Enquiries to agents that are not about buying or renting a listed home (the partner writes of
 * the main API): a seller's (an owner asks a listing's agent about selling their own home), a
 * property's (a question about a home at an address, to the agent who sold most in its suburb)
 * and an agent's (a message to one to three agents). Each is stored with its mail in one batch,
 * within the sender's allowance shared with listing enquiries.
 */

/** An enquiry goes to at most this many agents at once (each counts towards the sender's allowance). */
export const MAX_AGENTS_PER_ENQUIRY = 3;

const WRITE_A_MESSAGE = "Please write a message (at least 10 characters)";
const message = z
  .string({ message: WRITE_A_MESSAGE })
  .trim()
  .min(10, WRITE_A_MESSAGE)
  .max(2000, "Please keep your message under 2,000 characters");
const propertyAddress = z
  .string({ message: "Please give the address of the home" })
  .trim()
  .min(5, "Please give the address of the home")
  .max(200, "Please keep the address under 200 characters");
const positiveId = (what: string) =>
  z.coerce
    .number({ message: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .positive(`${what} must be a positive number.`)
    .max(Number.MAX_SAFE_INTEGER, `${what} is not an id we know.`);

export const sellerEnquirySchema = z.object({
  listingId: positiveId("listingId"),
  ...senderFields,
  propertyAddress,
  message: message.optional().or(z.literal("")).default(""),
});

export const propertyEnquirySchema = z.object({
  locationId: positiveId("locationId"),
  ...senderFields,
  propertyAddress,
  message,
});

export const agentsEnquirySchema = z.object({
  agentIds: z
    .array(positiveId("Each agent id"), { message: "agentIds is a list of agent ids." })
    .min(1, "Choose at least one agent.")
    .max(MAX_AGENTS_PER_ENQUIRY, `An enquiry goes to at most ${MAX_AGENTS_PER_ENQUIRY} agents.`)
    .refine((ids) => new Set(ids).size === ids.length, "Each agent once, please."),
  ...senderFields,
  message,
});

export type AgentEnquiryKind = NewAgentEnquiryRow["kind"];

export type AgentEnquiryResult = Result<{
  kind: AgentEnquiryKind;
  agents: { id: number; name: string }[];
  copiedTo: string | null;
}>;

interface Sender {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

interface Addressed {
  agents: Agent[];
  /** The agent's e-mail: what the enquiry is about, in a sentence (the sender's details follow). */
  about: (agent: Agent) => string;
  subject: string;
  listingId?: number;
  locationId?: number;
  propertyAddress?: string;
}

function details(sender: Sender): string {
  return [
    sender.message ? `${sender.message}\n` : null,
    `Name: ${sender.name}`,
    `E-mail: ${sender.email}`,
    `Phone: ${sender.phone || "not given"}`,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}

/**
 * Stores one enquiry per agent with its mail, in one batch. The first row is written only while
 * the sender's allowance has room for all of them (the count is inside its INSERT), the others and
 * every e-mail only when the first was: all or nothing, and parallel requests cannot overdraw it.
 */
async function deliver(
  ctx: ServiceContext,
  kind: AgentEnquiryKind,
  sender: Sender,
  addressed: Addressed,
  config: EnquiryConfig,
): Promise<AgentEnquiryResult> {
  const email = sender.email.toLowerCase();
  const copyTo = await copyAddressFor(ctx, config.memberId);
  const rows: NewAgentEnquiryRow[] = addressed.agents.map((agent) => ({
    id: crypto.randomUUID(),
    kind,
    agentId: agent.id,
    listingId: addressed.listingId ?? null,
    locationId: addressed.locationId ?? null,
    propertyAddress: addressed.propertyAddress ?? null,
    name: sender.name,
    email,
    phone: sender.phone || null,
    message: sender.message,
    memberId: config.memberId ?? null,
    createdAt: ctx.now,
  }));
  const first = rows[0]!;
  const stored = agentEnquiryStored(first.id);
  const text = details({ ...sender, email });
  const mails = addressed.agents.map((agent) =>
    toOutboxRow(
      {
        kind: `${kind}-enquiry`,
        to: agent.email,
        replyTo: email,
        subject: addressed.subject,
        text: `Hi ${agent.firstName},\n\n${addressed.about(agent)}\n\n${text}\n\nReply to this e-mail to answer them.`,
      },
      config.from,
      ctx.now,
    ),
  );
  if (copyTo)
    mails.push(
      toOutboxRow(
        {
          kind: `${kind}-enquiry-copy`,
          to: copyTo,
          replyTo: addressed.agents[0]!.email,
          subject: `Your enquiry: ${addressed.subject}`,
          text: `Hi ${sender.name},\n\nWe sent your enquiry to ${addressed.agents.map((agent) => agent.name).join(", ")}. They usually reply within one business day.\n\n${text}`,
        },
        config.from,
        ctx.now,
      ),
    );
  try {
    await runInOneBatch(ctx.db, [
      insertAgentEnquiryWhere(
        ctx.db,
        first,
        withinSenderAllowance(email, ctx.now - ENQUIRY_WINDOW_MS, rows.length, ENQUIRIES_PER_WINDOW),
      ),
      ...rows.slice(1).map((row) => insertAgentEnquiryWhere(ctx.db, row, stored)),
      ...mails.map((mail) => insertMailWhere(ctx.db, mail, stored)),
    ]);
  } catch (error) {
    reportUnexpected("agent enquiry not stored", error);
    return fail("UNAVAILABLE", ENQUIRY_FAILED_MESSAGE);
  }
  if (!(await isAgentEnquiryStored(ctx.db, first.id))) return fail("RATE_LIMITED", ENQUIRY_RATE_LIMIT_MESSAGE);
  return {
    ok: true,
    kind,
    agents: addressed.agents.map((agent) => ({ id: agent.id, name: agent.name })),
    copiedTo: copyTo,
  };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; result: AgentEnquiryResult };

/** The input, the honeypot (a bot gets a success that stored nothing) and the spam check. */
async function accept<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  kind: AgentEnquiryKind,
  config: EnquiryConfig,
): Promise<Parsed<z.output<S>>> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === "website"))
      return { ok: false, result: { ok: true, kind, agents: [], copiedTo: null } };
    return { ok: false, result: badInput(parsed.error, parsed.error.issues[0]?.message) };
  }
  if (
    config.turnstileSecret &&
    !(await verifyTurnstile(config.turnstileSecret, config.turnstileToken ?? "", config.remoteIp))
  )
    return { ok: false, result: fail("BAD_INPUT", ENQUIRY_SPAM_CHECK_MESSAGE) };
  return { ok: true, value: parsed.data };
}

/** POST /listing/enquiries/seller: an owner asks the agent of a listing about selling their own home. */
export async function sendSellerEnquiry(
  ctx: ServiceContext,
  raw: unknown,
  config: EnquiryConfig,
): Promise<AgentEnquiryResult> {
  const input = await accept(sellerEnquirySchema, raw, "seller", config);
  if (!input.ok) return input.result;
  const enquiry = input.value;
  const listing = await getListing(ctx, enquiry.listingId);
  const [agent] = listing ? await getAgents(ctx, [listing.agentId]) : [];
  if (!listing || !agent) return fail("NOT_FOUND", "This listing is no longer available.");
  return deliver(
    ctx,
    "seller",
    enquiry,
    {
      agents: [agent],
      subject: `Thinking of selling: ${enquiry.propertyAddress}`,
      about: () =>
        `${enquiry.name} is thinking of selling ${enquiry.propertyAddress} and would like your advice. They found you through your listing ${listing.address.displayAddress} (listing ${listing.id}).`,
      listingId: listing.id,
      propertyAddress: enquiry.propertyAddress,
    },
    config,
  );
}

/** POST /property/enquiries: a question about a home at an address, to the agent who sold most in its suburb. */
export async function sendPropertyEnquiry(
  ctx: ServiceContext,
  raw: unknown,
  config: EnquiryConfig,
): Promise<AgentEnquiryResult> {
  const input = await accept(propertyEnquirySchema, raw, "property", config);
  if (!input.ok) return input.result;
  const enquiry = input.value;
  const [suburb] = await getLocationsByIds(ctx, [enquiry.locationId]);
  if (!suburb || suburb.type !== "suburb") return fail("NOT_FOUND", "No suburb has that locationId.");
  const local = await getLocalAgents(ctx, suburb, 1);
  if (!local.ok) return local;
  const agent = local.agents[0]?.agent;
  if (!agent) return fail("NOT_FOUND", `No agent has sold in ${suburb.name} lately, so there is no one to ask yet.`);
  return deliver(
    ctx,
    "property",
    enquiry,
    {
      agents: [agent],
      subject: `Property enquiry: ${enquiry.propertyAddress}, ${suburb.name}`,
      about: () =>
        `${enquiry.name} has a question about ${enquiry.propertyAddress}, ${suburb.name}. It came to you because you sold the most homes in ${suburb.name} over the last 12 months.`,
      locationId: suburb.id,
      propertyAddress: enquiry.propertyAddress,
    },
    config,
  );
}

/** POST /agents/enquiries: a message to one to three agents. */
export async function sendAgentsEnquiry(
  ctx: ServiceContext,
  raw: unknown,
  config: EnquiryConfig,
): Promise<AgentEnquiryResult> {
  const input = await accept(agentsEnquirySchema, raw, "agents", config);
  if (!input.ok) return input.result;
  const enquiry = input.value;
  const agents = await getAgents(ctx, enquiry.agentIds);
  if (agents.length !== enquiry.agentIds.length) {
    const known = new Set(agents.map((agent) => agent.id));
    const missing = enquiry.agentIds.filter((id) => !known.has(id));
    return fail("NOT_FOUND", `No agent has the id ${missing.join(", ")}.`);
  }
  return deliver(
    ctx,
    "agents",
    enquiry,
    {
      agents,
      subject: `Enquiry from ${enquiry.name}`,
      about: () => `${enquiry.name} sent you a message through Homefront.`,
    },
    config,
  );
}
