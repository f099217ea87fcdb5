import { commonTypeDefs } from "./modules/common/schema.graphql";
import { locationTypeDefs } from "./modules/locations/schema.graphql";
import { agentTypeDefs } from "./modules/agents/schema.graphql";
import { listingTypeDefs } from "./modules/listings/schema.graphql";
import { searchTypeDefs } from "./modules/search/schema.graphql";
import { schoolTypeDefs } from "./modules/schools/schema.graphql";
import { memberTypeDefs } from "./modules/members/schema.graphql";
import { followTypeDefs } from "./modules/follows/schema.graphql";
import { collectionTypeDefs } from "./modules/collections/schema.graphql";
import { alertTypeDefs } from "./modules/alerts/schema.graphql";
import { communityTypeDefs } from "./modules/community/schema.graphql";
import { agentWorkTypeDefs } from "./modules/agent-work/schema.graphql";
import { agentSocialTypeDefs } from "./modules/agent-social/schema.graphql";
import { appraisalTypeDefs } from "./modules/appraisals/schema.graphql";
import { infoKitTypeDefs } from "./modules/info-kit/schema.graphql";

/** The SDL of every module: the one source the schema, resolver types and operation types come from. */
export const typeDefs = [
  commonTypeDefs,
  locationTypeDefs,
  agentTypeDefs,
  listingTypeDefs,
  searchTypeDefs,
  schoolTypeDefs,
  memberTypeDefs,
  followTypeDefs,
  collectionTypeDefs,
  alertTypeDefs,
  communityTypeDefs,
  agentWorkTypeDefs,
  agentSocialTypeDefs,
  appraisalTypeDefs,
  infoKitTypeDefs,
];
