import type { Resolvers } from "../../generated/resolvers-types";
import { agentsAndOfficesResolvers } from "./resolvers/agents";
import { appraisalResolvers } from "./resolvers/appraisals";
import { infoKitResolvers } from "./resolvers/info-kit";
import { agentSocialResolvers } from "./resolvers/social";
import { agentWorkResolvers } from "./resolvers/work";

/** The agents module's resolvers, one file per part of its schema (schema.graphql.ts). */
export const agentResolvers: Resolvers[] = [
  agentsAndOfficesResolvers,
  agentWorkResolvers,
  agentSocialResolvers,
  appraisalResolvers,
  infoKitResolvers,
];
