export const agentTypeDefs = /* GraphQL */ `
  type Company {
    id: ID!
    name: String!
    slug: String!
    brandColour: String!
    textColour: String!
    logoUrl: String!
  }

  type Office {
    id: ID!
    name: String!
    slug: String!
    phone: String!
    email: String!
    streetAddress: String!
    stateCode: String!
    company: Company!
    suburb: Location
  }

  type Agent {
    id: ID!
    username: String!
    name: String!
    firstName: String!
    lastName: String!
    jobTitle: String!
    phone: String!
    mobile: String!
    email: String!
    tier: String!
    photoUrl: String!
    ratingAverage: Float
    reviewCount: Int!
    office: Office!
  }

  extend type Query {
    "An office by its URL slug (as in /real-estate-agency/{slug}/…), or null."
    office(slug: String!): Office
  }
`;
