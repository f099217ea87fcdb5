/** An agent's information kit: the fees text they set from their hub. */
export const infoKitTypeDefs = /* GraphQL */ `
  type AgentInfoKit {
    "The agent's fees in their own words, or null until they set them."
    feesText: String
    "The kit's page path."
    infoKitUrl: String!
  }

  type AgentInfoKitPayload {
    ok: Boolean!
    infoKit: AgentInfoKit
    error: MutationError
  }

  extend type Query {
    "The signed-in agent's information kit settings."
    myInfoKit: AgentInfoKit
  }

  extend type Mutation {
    "The signed-in agent sets the fees text of their information kit (empty clears it)."
    updateMyFeesText(feesText: String!): AgentInfoKitPayload!
  }
`;
