import type { Resolvers } from "../../generated/resolvers-types";
import { getCompanyOrThrow, getOfficeBySlug, getOfficeOrThrow } from "../../../services/agents/get-agents";
import { getLocation } from "../../../services/locations/get-location";

export const agentResolvers: Resolvers = {
  Query: {
    office: (_, { slug }, ctx) => getOfficeBySlug(ctx, slug),
  },
  Agent: {
    office: (agent, _, ctx) => getOfficeOrThrow(ctx, agent.officeId),
  },
  Office: {
    company: (office, _, ctx) => getCompanyOrThrow(ctx, office.companyId),
    suburb: (office, _, ctx) => getLocation(ctx, String(office.suburbId)),
  },
};
