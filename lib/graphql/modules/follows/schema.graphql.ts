export const followTypeDefs = /* GraphQL */ `
  enum FollowTargetType {
    agent
    location
    question
  }

  type Follow {
    targetType: FollowTargetType!
    targetId: ID!
    followedAt: String!
    "Set when the target is an agent."
    agent: Agent
    "Set when the target is a location."
    location: Location
  }

  input FollowInput {
    targetType: FollowTargetType!
    targetId: ID!
  }

  type FollowPayload {
    ok: Boolean!
    following: Boolean!
    error: MutationError
  }

  type Query {
    "The signed-in member's follows, newest first."
    myFollows: [Follow!]! @listSize(assumedSize: 500)
    "Whether the signed-in member follows this (false for visitors)."
    isFollowing(input: FollowInput!): Boolean!
  }

  type Mutation {
    follow(input: FollowInput!): FollowPayload!
    unfollow(input: FollowInput!): FollowPayload!
  }
`;
