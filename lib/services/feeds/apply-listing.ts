import {
  findFeedListing,
  findListingRow,
  listingIdTaken,
  officeAgentsByEmail,
  writeFeedListing,
  type FeedListingRow,
  type FeedListingWrite,
} from "../../db/queries/feeds/feed-listings";
import { officeOfFeedCode } from "../../db/queries/feeds/feed-keys";
import type { FeedOutcome } from "../../db/schema";
import type { FeedListing } from "../../feeds/feed-listing";
import { mapFeedListing, type FeedEntry } from "../../feeds/map-listing";
import type { ReadListing } from "../../feeds/reaxml-reader";
import { timeZoneForState } from "../../format/dates";
import { canonicalJson, mergeFeedListing } from "../../feeds/merge";
import { sha256Hex } from "../../auth/encoding";
import type { FeedProblem } from "../../feeds/problems";
import { ADDRESS_ON_REQUEST } from "../../listings/hidden-address";
import type { ServiceContext } from "../context";
import { placeOf } from "./feed-place";
import { inspectionSlots, listingColumns } from "./listing-columns";

/** The run a listing arrives in: its id and the offices its key may post for. */
export interface FeedRunScope {
  id: string;
  officeIds: readonly number[];
}

/** What became of one listing element: the report's line. Never carries a price. */
export interface AppliedFeedListing {
  outcome: FeedOutcome;
  listingId: number | null;
  problems: FeedProblem[];
}

const GONE = new Set(["withdrawn", "offmarket"]);
/** Ids of feed homes: 9 digits above every id the seed gives (its ids stay below 637,000,000). */
const FEED_ID_FLOOR = 700_000_000;
const FEED_ID_SPAN = 299_999_999;

async function newListingId(ctx: ServiceContext): Promise<number> {
  for (;;) {
    const id = FEED_ID_FLOOR + (crypto.getRandomValues(new Uint32Array(1))[0]! % FEED_ID_SPAN);
    if (!(await listingIdTaken(ctx.db, id))) return id;
  }
}

const NOT_IN_SCOPE = (agentId: string) =>
  `The agentID "${agentId}" is not the feed code of an office this key may post for. Check the agentID, or ask for a key for that office.`;

/** A listing's write before its report line is added. */
type WriteOf<K extends FeedListingWrite["kind"]> = Omit<Extract<FeedListingWrite, { kind: K }>, "item">;

/** The report line is written in every case; the listing's own writes go with it in one batch. */
async function report(
  ctx: ServiceContext,
  run: FeedRunScope,
  ids: { agentId: string | null; uniqueId: string | null },
  applied: AppliedFeedListing,
  write?: WriteOf<"list"> | WriteOf<"remove">,
): Promise<AppliedFeedListing> {
  const item = {
    runId: run.id,
    agentId: ids.agentId,
    uniqueId: ids.uniqueId,
    outcome: applied.outcome,
    listingId: applied.listingId,
    problems: JSON.stringify(applied.problems),
  };
  await writeFeedListing(ctx.db, write ? ({ ...write, item } as FeedListingWrite) : { kind: "report", item });
  return applied;
}

function sourceRow(
  officeId: number,
  listing: FeedListing,
  listingId: number,
  hash: string,
  merged: FeedListing,
  ctx: ServiceContext,
  run: FeedRunScope,
): FeedListingRow {
  return {
    officeId,
    uniqueId: listing.uniqueId,
    listingId,
    status: listing.status,
    modTime: listing.modTime ? Date.parse(listing.modTime) : null,
    contentHash: hash,
    state: JSON.stringify(merged),
    appliedAt: ctx.now,
    runId: run.id,
  };
}

/** The listing agents we know, by e-mail within the office, and a problem for each we do not. */
async function matchAgents(ctx: ServiceContext, officeId: number, sent: NonNullable<FeedListing["agents"]>) {
  const emails = sent.flatMap((agent) => (agent.email ? [agent.email] : []));
  const ours = new Map((await officeAgentsByEmail(ctx.db, officeId, emails)).map((row) => [row.email, row.id]));
  const problems: FeedProblem[] = [];
  const ids: number[] = [];
  for (const agent of sent) {
    const id = agent.email ? ours.get(agent.email) : undefined;
    if (id !== undefined) {
      if (!ids.includes(id)) ids.push(id);
    } else
      problems.push({
        path: "listingAgent/email",
        message: agent.email
          ? `No agent of this office on our site has the e-mail ${agent.email}${agent.name ? ` (${agent.name})` : ""}. Use the e-mail on their profile, or ask your principal to add them.`
          : `The listing agent${agent.name ? ` ${agent.name}` : ""} has no e-mail, and we match agents by e-mail. Add it.`,
      });
  }
  return { ids, problems };
}

/**
 * Applies one mapped listing of a run, as a portal does: upsert by office and uniqueID, within the
 * key's offices; modTime decides (an older update is unchanged, never a roll-back) and an
 * identical re-send is unchanged after one read; what an update omits keeps its last value; a
 * sold, leased, withdrawn or off-market record for a home we never had is reported, not created;
 * the address must name one of our localities; agents are matched by e-mail within the office.
 * Writes the report line, with the listing's change in the same batch.
 */
export async function applyFeedListing(
  ctx: ServiceContext,
  run: FeedRunScope,
  entry: FeedEntry,
): Promise<AppliedFeedListing> {
  if (entry.outcome === "refused")
    return report(ctx, run, entry, { outcome: "rejected", listingId: null, problems: entry.problems });
  const { listing } = entry;
  const problems = [...entry.problems];
  const ids = { agentId: listing.agentId, uniqueId: listing.uniqueId };
  const rejected = (extra: FeedProblem[] = [], listingId: number | null = null) =>
    report(ctx, run, ids, { outcome: "rejected", listingId, problems: [...problems, ...extra] });

  const officeId = await officeOfFeedCode(ctx.db, listing.agentId);
  if (officeId === undefined || !run.officeIds.includes(officeId))
    return rejected([{ path: "agentID", message: NOT_IN_SCOPE(listing.agentId) }]);

  const held = await findFeedListing(ctx.db, officeId, listing.uniqueId);
  // The listing as sent, hashed: an agency re-sending its whole book every hour finds each
  // unchanged home by this one comparison, without touching the listing.
  const hash = await sha256Hex(canonicalJson(listing));
  if (held) {
    if (held.contentHash === hash)
      return report(ctx, run, ids, { outcome: "unchanged", listingId: held.listingId, problems });
    // Without a modTime nothing says this is newer than what we hold (the mapping named the problem).
    if (!listing.modTime) return rejected([], held.listingId);
    if (held.modTime !== null && Date.parse(listing.modTime) < held.modTime)
      return report(ctx, run, ids, {
        outcome: "unchanged",
        listingId: held.listingId,
        problems: [
          ...problems,
          {
            path: "@modTime",
            message:
              "This update is older than one we already applied (its modTime is earlier), so it was not applied.",
          },
        ],
      });
  } else if (listing.status !== "current") {
    return rejected([
      {
        path: "@status",
        message: `We have no listing with uniqueID ${listing.uniqueId} for this office, so it cannot be marked ${listing.status}. Send it as a current listing first, with its address.`,
      },
    ]);
  }

  const merged = held ? mergeFeedListing(JSON.parse(held.state) as FeedListing, listing) : listing;
  const listingId = held?.listingId ?? (await newListingId(ctx));
  const source = sourceRow(officeId, listing, listingId, hash, merged, ctx, run);
  const wasGone = held !== undefined && GONE.has(held.status);

  if (GONE.has(listing.status)) {
    // held is set here: a withdrawal of a home we never had was reported above.
    const row = wasGone ? undefined : await findListingRow(ctx.db, listingId);
    const removal = row
      ? {
          listingId,
          removedAt: ctx.now,
          statusType: row.statusType,
          propertyType: row.propertyType,
          bedrooms: row.bedrooms,
          price: row.price,
          suburbId: row.suburbId,
          stateCode: row.stateCode,
          postcode: row.postcode,
          title: row.title,
          displayAddress: merged.address?.displayText ?? ADDRESS_ON_REQUEST,
        }
      : null;
    const outcome: FeedOutcome =
      wasGone && held?.status === listing.status ? "unchanged" : (listing.status as "withdrawn" | "offmarket");
    return report(ctx, run, ids, { outcome, listingId, problems }, { kind: "remove", listingId, removal, source });
  }

  if (!merged.address)
    return rejected(
      [
        {
          path: "address",
          message:
            "We do not have this home's address yet, so it cannot be listed. Send the address with its suburb, state and postcode.",
        },
      ],
      held?.listingId ?? null,
    );
  const placed = await placeOf(ctx.db, merged.address);
  if (!placed.ok) return rejected([placed.problem], held?.listingId ?? null);

  const heldRow = held && !wasGone ? await findListingRow(ctx.db, listingId) : undefined;
  const agents = listing.agents ? await matchAgents(ctx, officeId, listing.agents) : undefined;
  problems.push(...(agents?.problems ?? []));
  const agentId =
    agents?.ids[0] ?? heldRow?.agentId ?? (wasGone ? await heldAgentOf(ctx, merged, officeId) : undefined);
  if (agentId === undefined)
    return rejected([
      {
        path: "listingAgent",
        message:
          "None of the listing agents is one of this office's agents on our site, and a home needs one to take enquiries. Send a listingAgent with the e-mail on their profile.",
      },
    ]);

  const columns = listingColumns({
    id: listingId,
    listing: { ...merged, address: merged.address },
    update: listing,
    place: placed.place,
    agentId,
    officeId,
    held: heldRow,
    now: ctx.now,
  });
  const heldStatus = heldRow?.statusType;
  const outcome: FeedOutcome = !held
    ? "created"
    : columns.statusType === "sold" && heldStatus !== "sold"
      ? "sold"
      : columns.statusType === "leased" && heldStatus !== "leased"
        ? "leased"
        : "updated";
  return report(
    ctx,
    run,
    ids,
    { outcome, listingId, problems },
    {
      kind: "list",
      mode: heldRow ? "update" : "insert",
      listing: columns,
      inspections: inspectionSlots(listing) ?? (heldRow ? undefined : []),
      coAgentIds: agents ? agents.ids.slice(1) : undefined,
      source,
    },
  );
}

/**
 * One listing element mapped with the right clock: a partial update (a sold or withdrawn record
 * with little more than its ids) carries no address, so its modTime, dates and times are read in
 * the time zone of the home we hold for it, not a default. Otherwise a Darwin home's sold record
 * would read 1.5 hours earlier than its own last update and be dropped as older.
 */
export async function mapFeedEntry(ctx: ServiceContext, read: ReadListing): Promise<FeedEntry> {
  const entry = mapFeedListing(read);
  if (entry.outcome !== "listing" || entry.listing.address) return entry;
  const officeId = await officeOfFeedCode(ctx.db, entry.listing.agentId);
  const held = officeId === undefined ? undefined : await findFeedListing(ctx.db, officeId, entry.listing.uniqueId);
  const state = held ? (JSON.parse(held.state) as FeedListing).address?.state : undefined;
  return state ? mapFeedListing(read, { timeZone: timeZoneForState(state) }) : entry;
}

/** A home listed again after a withdrawal: its agents as the held feed state names them. */
async function heldAgentOf(ctx: ServiceContext, merged: FeedListing, officeId: number): Promise<number | undefined> {
  if (!merged.agents) return undefined;
  return (await matchAgents(ctx, officeId, merged.agents)).ids[0];
}
