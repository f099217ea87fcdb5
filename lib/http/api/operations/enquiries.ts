import { z } from "zod";
import {
  agentsEnquirySchema,
  propertyEnquirySchema,
  sellerEnquirySchema,
} from "../../../services/enquiries/agent-enquiry";
import { defineOperation, type ApiOperation } from "../operation";

/*
 * Enquiries to agents that are not about a listed home; inputs are the services' own schemas
 * (lib/services/enquiries/agent-enquiry.ts). Each counts towards the sender's allowance shared
 * with listing enquiries (5 in 10 minutes per e-mail address), reserved atomically.
 */

const TAG = "Enquiries";
/** What the site's forms send besides the fields: the honeypot and the spam check's token. */
const formExtras = {
  website: z.string().optional().meta({ description: "Leave out: a field people never see (bots fill it)." }),
  "cf-turnstile-response": z
    .string()
    .optional()
    .meta({ description: "The spam check's token, where the site requires one." }),
};
const sent = z.object({
  kind: z.enum(["seller", "property", "agents"]),
  agents: z.array(z.object({ id: z.number().int(), name: z.string() })),
  copiedTo: z.string().nullable(),
});
const SENDER = { name: "Sam Owner", email: "sam@example.com", phone: "0412 345 678" };
const ERRORS = ["BAD_INPUT", "NOT_FOUND", "RATE_LIMITED"] as const;

export const sendSellerEnquiry = defineOperation({
  id: "sendSellerEnquiry",
  method: "POST",
  path: "/listing/enquiries/seller",
  tag: TAG,
  summary: "An owner thinking of selling asks the agent of a listing about their own home",
  access: "partner",
  body: sellerEnquirySchema.extend(formExtras).meta({ id: "SellerEnquiry" }),
  response: sent,
  errors: ERRORS,
  example: {
    body: {
      ...SENDER,
      listingId: 243661347,
      propertyAddress: "14 Kookaburra Street, Bondi NSW 2026",
      message: "We may sell next spring. What would ours fetch?",
    },
  },
});

export const sendPropertyEnquiry = defineOperation({
  id: "sendPropertyEnquiry",
  method: "POST",
  path: "/property/enquiries",
  tag: TAG,
  summary: "A question about a home at an address, sent to the agent who sold most in its suburb over 12 months",
  access: "partner",
  body: propertyEnquirySchema.extend(formExtras).meta({ id: "PropertyEnquiry" }),
  response: sent,
  errors: ERRORS,
  example: {
    body: {
      ...SENDER,
      locationId: 5713470,
      propertyAddress: "3 Wren Lane",
      message: "Is the owner of this house thinking of selling?",
    },
  },
});

export const sendAgentsEnquiry = defineOperation({
  id: "sendAgentsEnquiry",
  method: "POST",
  path: "/agents/enquiries",
  tag: TAG,
  summary: "A message to one to three agents (each counts as one enquiry)",
  access: "partner",
  body: agentsEnquirySchema.extend(formExtras).meta({ id: "AgentsEnquiry" }),
  response: sent,
  errors: ERRORS,
  example: { body: { ...SENDER, agentIds: [300001], message: "Could you call me about selling my flat?" } },
});

export const enquiryOperations: readonly ApiOperation[] = [sendSellerEnquiry, sendPropertyEnquiry, sendAgentsEnquiry];
