export const communityTypeDefs = /* GraphQL */ `
  enum ReviewerKind {
    local
    visitor
    agent
  }

  enum LocationReviewSort {
    recent
    highest
    lowest
    helpful
  }

  enum CommentParent {
    review
    answer
  }

  type RatingFactor {
    key: String!
    label: String!
    rating: Float!
  }

  type LocationReviewSummary {
    count: Int!
    "Average overall rating of visible reviews (one decimal), null without reviews."
    rating: Float
    factors: [RatingFactor!]! @listSize(assumedSize: 5)
  }

  "A comment on a review or an answer. Text is plain text, never HTML."
  type PostComment {
    id: ID!
    authorName: String!
    body: String!
    createdAt: String!
    "Whether web addresses in the text are links (new members' links are held back)."
    linksAllowed: Boolean!
    visibilityNote: String
    viewerIsAuthor: Boolean!
  }

  type LocationReview {
    id: ID!
    locationId: ID!
    authorName: String!
    reviewerKind: ReviewerKind!
    rating: Int!
    factors: [RatingFactor!]! @listSize(assumedSize: 5)
    loves: String!
    considerations: String!
    helpfulCount: Int!
    commentCount: Int!
    createdAt: String!
    updatedAt: String!
    linksAllowed: Boolean!
    visibilityNote: String
    viewerIsAuthor: Boolean!
    "Comments, oldest first (up to 20)."
    comments: [PostComment!]! @listSize(assumedSize: 20)
  }

  type LocationReviewPage {
    reviews: [LocationReview!]! @listSize(assumedSize: 5)
    total: Int!
    page: Int!
    pageCount: Int!
  }

  "The product's activity item types for what a member wrote about places."
  enum ActivityItemType {
    ReviewedALocation
    AskedAQuestion
    AnsweredAQuestion
  }

  "One thing a member wrote, on their profile."
  type ActivityItem {
    type: ActivityItemType!
    id: ID!
    at: String!
    headline: String!
    "The start of what they wrote, as text."
    excerpt: String!
    "The page it is on."
    uri: String!
    "A review's overall rating."
    rating: Int
    "Set when the viewer (the author, a moderator) sees a post others cannot."
    visibilityNote: String
  }

  extend type UserProfile {
    "The member's newest reviews, questions and answers (20), in what the viewer may see."
    activity: [ActivityItem!]! @listSize(assumedSize: 20)
  }

  extend type Location {
    "The rating summary of the place's visible reviews."
    reviewSummary: LocationReviewSummary!
    "The place's reviews, 5 a page, with sort and filters."
    reviews(
      sort: LocationReviewSort = recent
      reviewerKind: ReviewerKind
      minRating: Int
      recentDays: Int
      page: Int = 1
    ): LocationReviewPage!
  }

  input LocationReviewInput {
    locationId: ID!
    reviewerKind: ReviewerKind!
    rating: Int!
    safety: Int
    familyFriendliness: Int
    communitySpirit: Int
    transport: Int
    schoolAccess: Int
    loves: String!
    considerations: String
  }

  type LocationReviewPayload {
    ok: Boolean!
    review: LocationReview
    error: MutationError
  }

  type ReviewHelpfulPayload {
    ok: Boolean!
    reviewId: ID
    helpful: Boolean!
    helpfulCount: Int
    error: MutationError
  }

  input CommentInput {
    parentType: CommentParent!
    parentId: ID!
    body: String!
  }

  type CommentPayload {
    ok: Boolean!
    comment: PostComment
    error: MutationError
  }

  enum QuestionSortOrder {
    recent
    active
    unanswered
    most_answered
  }

  type Question {
    id: ID!
    "The question's unique uri: /questions/{id}-{words of its title}."
    uri: String!
    title: String!
    body: String!
    authorName: String!
    createdAt: String!
    lastActivityAt: String!
    answerCount: Int!
    bestAnswerId: ID
    linksAllowed: Boolean!
    visibilityNote: String
    viewerIsAuthor: Boolean!
    "The place it is about."
    location: Location
  }

  type Answer {
    id: ID!
    questionId: ID!
    body: String!
    authorName: String!
    createdAt: String!
    "Up votes minus down votes."
    score: Int!
    "Chosen by the asker."
    isBest: Boolean!
    linksAllowed: Boolean!
    visibilityNote: String
    viewerIsAuthor: Boolean!
    "The signed-in member's vote: 1, -1 or 0."
    viewerVote: Int!
    comments: [PostComment!]! @listSize(assumedSize: 20)
  }

  type QuestionListPage {
    questions: [Question!]! @listSize(assumedSize: 5)
    total: Int!
    page: Int!
    pageCount: Int!
  }

  type QuestionPage {
    question: Question!
    "Answers, the best first, then by votes."
    answers: [Answer!]! @listSize(assumedSize: 50)
  }

  extend type Location {
    "The place's questions, 5 a page."
    questions(sortOrder: QuestionSortOrder = recent, page: Int = 1): QuestionListPage!
  }

  input AskQuestionInput {
    locationId: ID!
    title: String!
    body: String
  }

  type QuestionPayload {
    ok: Boolean!
    question: Question
    error: MutationError
  }

  input AnswerInput {
    questionId: ID!
    body: String!
  }

  type AnswerPayload {
    ok: Boolean!
    answer: Answer
    error: MutationError
  }

  input VoteInput {
    answerId: ID!
    "1 up, -1 down, 0 takes the vote back."
    value: Int!
  }

  type VotePayload {
    ok: Boolean!
    answerId: ID
    vote: Int!
    score: Int
    error: MutationError
  }

  type AnswerVote {
    answerId: ID!
    value: Int!
  }

  "What the question page shows the signed-in member only."
  type QuestionViewerState {
    isAsker: Boolean!
    votes: [AnswerVote!]! @listSize(assumedSize: 50)
  }

  enum PostType {
    review
    question
    answer
    comment
    "A review of an agent."
    agentReview
  }

  type ReportPayload {
    ok: Boolean!
    "True once enough members reported it: it is held from visitors until a moderator decides."
    held: Boolean!
    error: MutationError
  }

  type DeletePostPayload {
    ok: Boolean!
    error: MutationError
  }

  type BestAnswerPayload {
    ok: Boolean!
    bestAnswerId: ID
    error: MutationError
  }

  extend type Query {
    "Q&A across the country: recent or unanswered questions, 5 a page."
    qnaIndex(sortOrder: QuestionSortOrder = recent, page: Int = 1): QuestionListPage!
    "A question by its unique uri segment ({id}-{words}); null when it is not there."
    question(uri: String!): QuestionPage
    "Whether the signed-in member asked this question, and their votes on its answers."
    myQuestionState(questionId: ID!): QuestionViewerState!
    "The signed-in member's own review of a place (null for visitors and when they have none)."
    myLocationReview(locationId: ID!): LocationReview
    "Which of these reviews the signed-in member marked helpful."
    myHelpfulReviews(reviewIds: [ID!]!): [ID!]! @listSize(assumedSize: 20)
    "Which of these posts the signed-in member wrote (and may delete)."
    myPosts(postType: PostType!, postIds: [ID!]!): [ID!]! @listSize(assumedSize: 20)
  }

  extend type Mutation {
    "The signed-in member reviews a suburb or street, or edits their review of it: one per place."
    writeLocationReview(input: LocationReviewInput!): LocationReviewPayload!
    markReviewHelpful(reviewId: ID!): ReviewHelpfulPayload!
    undoReviewHelpful(reviewId: ID!): ReviewHelpfulPayload!
    "Comment on a review or an answer."
    commentOnPost(input: CommentInput!): CommentPayload!
    "Ask about a place; the asker follows the question."
    askQuestion(input: AskQuestionInput!): QuestionPayload!
    "Answer a question; its followers are mailed."
    answerQuestion(input: AnswerInput!): AnswerPayload!
    "Vote an answer up or down (one vote each; a new vote replaces the old)."
    voteOnAnswer(input: VoteInput!): VotePayload!
    "The asker marks the best answer (null clears it)."
    markBestAnswer(questionId: ID!, answerId: ID): BestAnswerPayload!
    "Report a post (once per member)."
    reportPost(postType: PostType!, postId: ID!, reason: String): ReportPayload!
    "Delete a post of one's own."
    deletePost(postType: PostType!, postId: ID!): DeletePostPayload!
  }
`;
