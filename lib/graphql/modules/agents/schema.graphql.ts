/*
 * The agents module (lib/services/agents) in five parts: agents, offices and companies with their
 * reviews and the finders; what an agent does signed in (transactions, the performance hub, vendor
 * reviews); what is public about an agent by username; the information kit; appraisal requests.
 * They stay separate strings so lib/graphql/type-defs.ts keeps each part at its place in the list:
 * the merged schema keeps the order of its types and Query fields that clients introspect.
 */
export { agentTypeDefs } from "./schema/agents.graphql";
export { agentWorkTypeDefs } from "./schema/work.graphql";
export { agentSocialTypeDefs } from "./schema/social.graphql";
export { appraisalTypeDefs } from "./schema/appraisals.graphql";
export { infoKitTypeDefs } from "./schema/info-kit.graphql";
