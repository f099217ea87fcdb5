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
    "The office's page: /real-estate-agency/{slug}."
    url: String!
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
    bio: String!
    yearsExperience: Int!
    "The profile page's path: /real-estate-agency/agent/{username}."
    profileUrl: String!
    phone: String!
    mobile: String!
    email: String!
    tier: String!
    photoUrl: String!
    ratingAverage: Float
    reviewCount: Int!
    office: Office!
    "Sales and leases over the last 12 months, from the agent's own listings."
    performance: AgentPerformance!
    "How many listings the agent has in each status."
    listingCounts: AgentListingCounts!
    "Current listings (buy, rent) or results (sold, leased), newest first."
    listings(status: StatusType!, take: Int = 6, skip: Int = 0): [Listing!]!
      @listSize(assumedSize: 6, slicingArguments: ["take"])
    "Reviews, newest first (agents paging: take 5)."
    reviews(take: Int = 5, skip: Int = 0): [AgentReview!]! @listSize(assumedSize: 5, slicingArguments: ["take"])
    "Reviews per rating, 5 stars first."
    ratingBreakdown: [RatingCount!]! @listSize(assumedSize: 5)
    "The suburbs the agent works in, most listings first."
    servicedLocations: [Location!]! @listSize(assumedSize: 8)
    "The agent's own pages on other sites."
    socialLinks: [SocialLink!]! @listSize(assumedSize: 12)
    "Videos the agent links to."
    videos: [AgentVideo!]! @listSize(assumedSize: 12)
    "Awards, newest first (pages show them while the awardWinners flag is on)."
    awards: [AgentAward!]! @listSize(assumedSize: 12)
  }

  type SocialLink {
    "facebook, instagram, linkedin, x, youtube or website."
    network: String!
    label: String!
    url: String!
  }

  type AgentVideo {
    title: String!
    url: String!
  }

  type AgentAward {
    year: Int!
    title: String!
  }

  type AgentPerformance {
    soldLast12Months: Int!
    leasedLast12Months: Int!
    "Median published sold price; null when the agent published none (withheld prices never count)."
    medianSoldPrice: Int
    medianDaysOnMarket: Int
    "Sales with a published price and a known first asking price, and of those, sold below it."
    salesWithAskingPrice: Int!
    soldBelowAsking: Int!
  }

  type AgentListingCounts {
    buy: Int!
    rent: Int!
    sold: Int!
    leased: Int!
  }

  type AgentReview {
    id: ID!
    authorName: String!
    rating: Int!
    body: String!
    "Written by the vendor of a sale the agent made."
    isVerifiedVendor: Boolean!
    "The site an imported review was first written on (createdAt is the day it was written there); null when written here."
    importedFrom: String
    reply: String
    repliedAt: String
    createdAt: String!
  }

  enum AgentFinderMode {
    sale
    rent
  }

  enum AgentSort {
    "Most sales (or leases) in the area in the last 12 months"
    evidence
    "Fewest median days on market"
    fastest
    "Highest rating"
    rating
  }

  "An agent's results in the searched suburb over the last 12 months."
  type AgentEvidence {
    results: Int!
    medianDaysOnMarket: Int
    "Median published price (withheld prices never count)."
    medianPrice: Int
    rating: Float
    reviewCount: Int!
  }

  type RankedAgent {
    agent: Agent!
    "Null for a search by name."
    evidence: AgentEvidence
  }

  type AgentFinderPage {
    location: Location
    total: Int!
    page: Int!
    pageSize: Int!
    agents: [RankedAgent!]! @listSize(assumedSize: 5)
  }

  type AgentSuggestions {
    agents: [Agent!]! @listSize(assumedSize: 5)
    offices: [Office!]! @listSize(assumedSize: 5)
    locations: [Location!]! @listSize(assumedSize: 5)
  }

  input AgentReviewInput {
    agentId: ID!
    "1 to 5 stars."
    rating: Int!
    body: String!
  }

  type AgentReviewPayload {
    ok: Boolean!
    review: AgentReview
    error: MutationError
  }

  type RatingCount {
    rating: Int!
    count: Int!
  }

  extend type Mutation {
    "The signed-in member reviews an agent: once per agent."
    reviewAgent(input: AgentReviewInput!): AgentReviewPayload!
  }

  extend type Query {
    "An office by its URL slug (as in /real-estate-agency/{slug}/…), or null."
    office(slug: String!): Office
    "An agent by username (as in /real-estate-agency/agent/{username}), or null."
    agent(username: String!): Agent
    "An agent's reviews by username, newest first (take 5)."
    agentReviews(username: String!, take: Int = 5, skip: Int = 0): [AgentReview!]!
      @listSize(assumedSize: 5, slicingArguments: ["take"])
    """
    The agent finder: by a suburb's slug, agents ranked by their results there in the last 12
    months (5 a page); or by name.
    """
    agentFinder(
      location: String
      name: String
      mode: AgentFinderMode = sale
      propertyType: Int
      sort: AgentSort = evidence
      page: Int = 1
    ): AgentFinderPage!
    "The finder's suggestions as you type: agents, offices and suburbs."
    agentsAndLocations(text: String!): AgentSuggestions!
    "An agent's profile page path by username, or null."
    agentProfileUrl(username: String!): String
  }
`;
