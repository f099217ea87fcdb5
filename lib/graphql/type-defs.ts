import { commonTypeDefs } from "./modules/common/schema.graphql";
import { locationTypeDefs } from "./modules/locations/schema.graphql";
import {
  agentSocialTypeDefs,
  agentTypeDefs,
  agentWorkTypeDefs,
  appraisalTypeDefs,
  infoKitTypeDefs,
} from "./modules/agents/schema.graphql";
import { listingTypeDefs } from "./modules/listings/schema.graphql";
import { searchTypeDefs } from "./modules/search/schema.graphql";
import { schoolTypeDefs } from "./modules/schools/schema.graphql";
import { memberTypeDefs } from "./modules/members/schema.graphql";
import { followTypeDefs } from "./modules/follows/schema.graphql";
import { collectionTypeDefs } from "./modules/collections/schema.graphql";
import { alertTypeDefs } from "./modules/alerts/schema.graphql";
import { communityTypeDefs } from "./modules/community/schema.graphql";

/**
 * The SDL of every module: the one source the schema, resolver types and operation types come from.
 * The agents module's parts keep their places in this list (see its schema.graphql.ts).
 */
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
