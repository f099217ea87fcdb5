import type { ApiOperation } from "../operation";
import { agentActivityOperations } from "./agent-activities";
import { agentFollowOperations } from "./agent-follows";
import { agentTransactionOperations } from "./agent-transactions";
import { agentOperations } from "./agents";
import { alertOperations } from "./alerts";
import { communityOperations } from "./community";
import { communityLegacyOperations } from "./community-legacy";
import { enquiryOperations } from "./enquiries";
import { feedOperations } from "./feeds";
import { legacyOperations } from "./legacy";
import { listingOperations } from "./listings";
import { locationOperations } from "./locations";
import { marketRankingOperations } from "./market-rankings";
import { memberOperations } from "./members";
import { trackingOperations } from "./tracking";
import { vendorReviewOperations } from "./vendor-reviews";

/** Every call of /api/v1, then the legacy member calls under /api, in the order the document lists them. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...listingOperations,
  ...locationOperations,
  ...marketRankingOperations,
  ...communityOperations,
  ...agentOperations,
  ...agentFollowOperations,
  ...agentActivityOperations,
  ...vendorReviewOperations,
  ...memberOperations,
  ...alertOperations,
  ...trackingOperations,
  ...enquiryOperations,
  ...legacyOperations,
  ...communityLegacyOperations,
  ...agentTransactionOperations,
  ...feedOperations,
];
