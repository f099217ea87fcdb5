import { createSchema } from "graphql-yoga";
import type { GraphQLContext } from "./context";
import { typeDefs } from "./type-defs";
import { commonResolvers } from "./modules/common/resolvers";
import { locationResolvers } from "./modules/locations/resolvers";
import { agentResolvers } from "./modules/agents/resolvers";
import { listingResolvers } from "./modules/listings/resolvers";
import { searchResolvers } from "./modules/search/resolvers";
import { memberResolvers } from "./modules/members/resolvers";
import { followResolvers } from "./modules/follows/resolvers";
import { collectionResolvers } from "./modules/collections/resolvers";
import { alertResolvers } from "./modules/alerts/resolvers";
import { communityResolvers } from "./modules/community/resolvers";

/** Built once per isolate: the schema is pure and shared; per-request state lives in the context. */
export const schema = createSchema<GraphQLContext>({
  typeDefs,
  resolvers: [
    commonResolvers,
    locationResolvers,
    ...agentResolvers,
    listingResolvers,
    searchResolvers,
    memberResolvers,
    followResolvers,
    collectionResolvers,
    alertResolvers,
    communityResolvers,
  ],
});
