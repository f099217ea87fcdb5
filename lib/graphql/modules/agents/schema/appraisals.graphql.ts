/** An owner's appraisal request to up to three of the agents who sell most near their home. */
export const appraisalTypeDefs = /* GraphQL */ `
  input AppraisalRequestInput {
    "The suburb of the property (a location id)."
    locationId: ID!
    "The street address, without the suburb."
    address: String!
    "One to three agents."
    agentIds: [ID!]!
    name: String!
    email: String!
    phone: String!
    message: String
    "The honeypot: people leave it empty."
    website: String
    "Turnstile's token, when the site has Turnstile configured."
    turnstileToken: String
  }

  type AppraisalRequestAgent {
    id: ID!
    name: String!
  }

  type AppraisalRequestPayload {
    ok: Boolean!
    "The request's id, shared by the one row per agent."
    requestId: ID
    agents: [AppraisalRequestAgent!]! @listSize(assumedSize: 3)
    "The property's address as the agents received it (street and suburb)."
    address: String
    "The signed-in member's confirmed address a copy went to, or null."
    copiedTo: String
    error: MutationError
  }

  extend type Mutation {
    "Asks one to three agents for an appraisal of a property (one e-mail each); limited per sender."
    requestAppraisal(input: AppraisalRequestInput!): AppraisalRequestPayload!
  }
`;
