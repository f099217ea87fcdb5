/** What an agent signed in as a member does: their transactions and their performance hub. */
export const agentWorkTypeDefs = /* GraphQL */ `
  enum AgentTransactionKind {
    sold
    leased
  }

  "A sale or lease the agent recorded themselves."
  type AgentTransaction {
    id: ID!
    agentId: ID!
    kind: AgentTransactionKind!
    address: String!
    suburb: Location
    "An API property type name (house, apartment, …)."
    propertyType: String!
    "Null when the price was not disclosed."
    price: Int
    "The day of the sale or lease, yyyy-MM-dd."
    date: String!
  }

  input AgentTransactionInput {
    kind: String!
    address: String!
    "A suburb's id or slug."
    suburb: String!
    propertyType: String!
    "Whole dollars; empty or null when not disclosed."
    price: String
    "yyyy-MM-dd"
    date: String!
  }

  type AgentTransactionPayload {
    ok: Boolean!
    transaction: AgentTransaction
    error: MutationError
  }

  type DeleteAgentTransactionPayload {
    ok: Boolean!
    id: ID
    error: MutationError
  }

  "Weekly counts over the hub's 12 weeks, oldest first."
  type WeeklySeries {
    weeks: [Int!]! @listSize(assumedSize: 12)
    total: Int!
    "The last four weeks against the four before, in percent; null when the four before had none."
    changePercent: Int
  }

  type SuburbStanding {
    location: Location!
    "1 = most sold there in 12 months; null when the agent sold nothing there in that time."
    rank: Int
    agentsRanked: Int!
    sold: Int!
  }

  type PerformanceHub {
    agent: Agent!
    "Start of the first week (ISO time)."
    since: String!
    listingViews: WeeklySeries!
    profileViews: WeeklySeries!
    enquiries: WeeklySeries!
    standings: [SuburbStanding!]! @listSize(assumedSize: 5)
  }

  "One of the signed-in agent's sales, for asking its vendor for a review."
  type VendorReviewSale {
    listingId: ID!
    address: String!
    "When it sold (ISO time)."
    soldAt: String!
    "When the agent asked the vendor (ISO time), or null."
    requestedAt: String
    "Whether the vendor wrote their review."
    reviewed: Boolean!
  }

  input VendorReviewRequestInput {
    listingId: ID!
    vendorName: String!
    vendorEmail: String!
  }

  type VendorReviewRequest {
    id: ID!
    listingId: ID!
    vendorName: String!
    vendorEmail: String!
    requestedAt: String!
  }

  type VendorReviewRequestPayload {
    ok: Boolean!
    request: VendorReviewRequest
    error: MutationError
  }

  "What the vendor's link opens: who asks, about which sale."
  type VendorReviewInvitation {
    agent: Agent!
    vendorName: String!
    address: String!
  }

  input VendorReviewInput {
    "The token from the e-mailed link."
    token: String!
    rating: Int!
    body: String!
  }

  input AgentReviewReplyInput {
    reviewId: ID!
    reply: String!
  }

  extend type Query {
    "The signed-in agent's sales of the last 12 months and whether each vendor was asked for a review."
    myVendorReviewSales: [VendorReviewSale!]! @listSize(assumedSize: 20)
    "The vendor's link: who asks for their review. Errors with a sentence when the link is unknown or spent."
    vendorReviewInvitation(token: String!): VendorReviewInvitation
    "The agent the signed-in member is (the agent role), or null."
    myAgent: Agent
    "An agent's transactions, newest first: the agent themselves or an admin only."
    agentTransactions(agentId: ID!, skip: Int = 0, take: Int = 20): [AgentTransaction!]!
      @listSize(assumedSize: 20, slicingArguments: ["take"])
    "The signed-in agent's performance hub."
    performanceHub: PerformanceHub
    "An agent's performance hub page path by username (the hub shows the signed-in agent's own figures)."
    agentPerformanceHubUrl(username: String!): String
  }

  extend type Mutation {
    createAgentTransaction(agentId: ID!, input: AgentTransactionInput!): AgentTransactionPayload!
    updateAgentTransaction(id: ID!, input: AgentTransactionInput!): AgentTransactionPayload!
    deleteAgentTransaction(id: ID!): DeleteAgentTransactionPayload!
    "The signed-in agent asks the vendor of one of their sales for a review (an e-mail with a single-use link)."
    requestVendorReview(input: VendorReviewRequestInput!): VendorReviewRequestPayload!
    "The vendor writes their review from the link: a verified vendor review; the link then is spent."
    writeVendorReview(input: VendorReviewInput!): AgentReviewPayload!
    "The signed-in agent replies to a review of them, once."
    replyToAgentReview(input: AgentReviewReplyInput!): AgentReviewPayload!
  }
`;
