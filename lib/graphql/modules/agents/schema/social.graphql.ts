/*
 * What is public about an agent beyond their profile, by username (as in
 * /real-estate-agency/agent/{username}): their activities, their questions and answers as a
 * member, their followers and what they follow; and agents by the main API's json filter.
 */
export const agentSocialTypeDefs = /* GraphQL */ `
  "The product's activity item types, as an agent's activities use them."
  enum AgentActivityType {
    ListedAProperty
    SoldOrLeasedAProperty
    Reviewed
    ReviewedALocation
    AnsweredAQuestion
    AskedAQuestion
  }

  "One thing an agent did, newest first on their profile."
  type AgentActivity {
    type: AgentActivityType!
    "The id of what it is about, within its type: a listing, a review, a question or an answer."
    id: ID!
    agentId: ID!
    at: String!
    headline: String!
    "The start of the text (a listing's title, what a review or post says)."
    excerpt: String!
    "The page it is on."
    uri: String!
    "A review's rating."
    rating: Int
  }

  type AgentActivityPage {
    activities: [AgentActivity!]! @listSize(assumedSize: 5)
    hasMore: Boolean!
  }

  "An answer an agent gave as a member, with the question it answers."
  type AgentAnswer {
    id: ID!
    body: String!
    score: Int!
    isBest: Boolean!
    createdAt: String!
    question: Question!
  }

  type AgentFollower {
    username: String!
    name: String!
    followedAt: String!
  }

  type AgentFollowerPage {
    total: Int!
    followers: [AgentFollower!]! @listSize(assumedSize: 5)
  }

  type AgentFollowingPage {
    total: Int!
    following: [Follow!]! @listSize(assumedSize: 5)
  }

  extend type Query {
    "An agent's activities by username, newest first (skip 0, take 5, at most 50); null for no such agent."
    agentActivities(username: String!, types: [AgentActivityType!], skip: Int = 0, take: Int = 5): AgentActivityPage
    "The answers an agent gave, newest first (take 5)."
    agentAnswers(username: String!, skip: Int = 0, take: Int = 5): [AgentAnswer!]!
      @listSize(assumedSize: 5, slicingArguments: ["take"])
    "The questions an agent asked, newest first (take 5)."
    agentQuestions(username: String!, skip: Int = 0, take: Int = 5): [Question!]!
      @listSize(assumedSize: 5, slicingArguments: ["take"])
    "The members who follow an agent, newest first (take 5); null for no such agent."
    agentFollowers(username: String!, skip: Int = 0, take: Int = 5): AgentFollowerPage
    "What an agent follows, newest first (take 5); null for no such agent."
    agentFollowing(username: String!, skip: Int = 0, take: Int = 5): AgentFollowingPage
    "Agents by the json filter (userIds, skip 0, take 5), in the order asked, as the main API's /agents."
    agents(json: String!): [Agent!]! @listSize(assumedSize: 5)
  }
`;
