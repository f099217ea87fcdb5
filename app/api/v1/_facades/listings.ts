import { z } from "zod";
import { ENQUIRY_REASONS } from "@/lib/listings/enquiry-reasons";
import { getAgents } from "@/lib/services/agents/get-agents";
import type { ServiceContext } from "@/lib/services/context";
import { badInput, fail, type Result } from "@/lib/services/result";
import { getSchoolsNear, type School } from "@/lib/services/schools/schools-near";
import { getListing } from "@/lib/services/listings/get-listing";
import type { Listing } from "@/lib/services/listings/listing";
import { NO_LISTING } from "@/lib/services/listings/listing-page";

/*
 * The main API's listing calls (/listing/{id}, its schools, its enquiry form). A listing leaves
 * through the same projection the pages use (toListing): the price only as published, the street
 * only when the address is disclosed.
 */

export const listingIdSchema = z
  .string()
  .regex(/^\d{1,12}$/, "A listing id is a number, e.g. 243661347.")
  .transform(Number);

async function listingOf(ctx: ServiceContext, rawId: string): Promise<Result<{ listing: Listing }>> {
  const id = listingIdSchema.safeParse(rawId);
  if (!id.success) return badInput(id.error, id.error.issues[0]?.message);
  const listing = await getListing(ctx, id.data);
  return listing ? { ok: true, listing } : fail("NOT_FOUND", NO_LISTING);
}

/** GET /listing/{id} */
export async function listingById(ctx: ServiceContext, rawId: string): Promise<Result<{ listing: Listing }>> {
  return listingOf(ctx, rawId);
}

/** GET /listing/{id}/schools?take=20: the nearest schools to the listing, nearest first. */
export async function listingSchools(
  ctx: ServiceContext,
  rawId: string,
  take: number,
): Promise<Result<{ schools: School[] }>> {
  const found = await listingOf(ctx, rawId);
  if (!found.ok) return found;
  // The public point: a hidden address measures from the suburb, so distances cannot place the home.
  const { latitude, longitude } = found.listing.address;
  return { ok: true, schools: await getSchoolsNear(ctx, { latitude, longitude, take }) };
}

export interface EnquiryForm {
  listingId: number;
  title: string;
  displayAddress: string;
  agent: { id: number; name: string; jobTitle: string; photoUrl: string; phone: string } | null;
  reasons: { key: string; label: string }[];
}

/** GET /listing/enquiry/{id}: what an enquiry form about the listing shows (its agent, the reasons to tick). */
export async function listingEnquiryForm(ctx: ServiceContext, rawId: string): Promise<Result<{ form: EnquiryForm }>> {
  const found = await listingOf(ctx, rawId);
  if (!found.ok) return found;
  const { listing } = found;
  const [agent] = await getAgents(ctx, [listing.agentId]);
  return {
    ok: true,
    form: {
      listingId: listing.id,
      title: listing.title,
      displayAddress: listing.address.displayAddress,
      agent: agent
        ? { id: agent.id, name: agent.name, jobTitle: agent.jobTitle, photoUrl: agent.photoUrl, phone: agent.phone }
        : null,
      reasons: ENQUIRY_REASONS.map(({ key, label }) => ({ key, label })),
    },
  };
}
