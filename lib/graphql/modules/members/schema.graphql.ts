export const memberTypeDefs = /* GraphQL */ `
  enum MemberRole {
    member
    agent
    admin
  }

  "A member as anyone may see them."
  type Member {
    id: ID!
    username: String!
    name: String!
    role: MemberRole!
    avatarUrl: String
    agentId: Int
    memberSince: String!
  }

  type EmailPreferences {
    alerts: Boolean!
    followUpdates: Boolean!
    newsletter: Boolean!
  }

  "A member as they see themselves (and admins see them)."
  type Account {
    id: ID!
    username: String!
    name: String!
    role: MemberRole!
    avatarUrl: String
    agentId: Int
    memberSince: String!
    email: String!
    emailVerified: Boolean!
    emailPreferences: EmailPreferences!
  }

  "Profile data with the switches the profile page renders from."
  type UserProfile {
    member: Member!
    "Only for the member themselves and admins."
    account: Account
    currentUserIsAdmin: Boolean!
    viewingOwnProfile: Boolean!
    showAgentInformation: Boolean!
    showUserReviews: Boolean!
  }

  type InputError {
    field: String!
    message: String!
  }

  "An expected failure of a mutation: a message for people and one per input field."
  type MutationError {
    message: String!
    inputErrors: [InputError!]! @listSize(assumedSize: 10)
  }

  input AccountSettingsInput {
    name: String!
    "An https:// address, or empty for none."
    avatarUrl: String!
    emailAlerts: Boolean!
    emailFollowUpdates: Boolean!
    emailNewsletter: Boolean!
  }

  type AccountSettingsPayload {
    ok: Boolean!
    account: Account
    error: MutationError
  }

  type Query {
    "The signed-in member, or null for visitors."
    viewer: Account
    userProfile(username: String!, reviewsPage: Int = 1, reviewsPageSize: Int = 10): UserProfile
  }

  type Mutation {
    updateAccountSettings(input: AccountSettingsInput!): AccountSettingsPayload!
  }
`;
