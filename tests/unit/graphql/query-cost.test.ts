import { mergeTypeDefs } from "@graphql-tools/merge";
import {
  buildASTSchema,
  getIntrospectionQuery,
  getOperationAST,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLOutputType,
} from "graphql";
import { describe, expect, it } from "vitest";
import { persistedDocuments } from "@/lib/graphql/generated/persisted-documents";
import { costRefusal, listNesting, listSizeOf, operationCost, UNDECLARED_LIST_SIZE } from "@/lib/graphql/query-cost";
import { typeDefs } from "@/lib/graphql/type-defs";
import { GRAPHQL_LIMITS } from "@/lib/graphql/yoga-limits";
import { BATCH_MAX_OPERATIONS } from "@/lib/graphql/transport/batch-apq-fetch";
import { MAX_SHAPE_POINTS } from "@/lib/search/limits";

// Built from the SDL with the test's own graphql copy: the Yoga schema (lib/graphql/schema.ts)
// comes from graphql's CommonJS copy, which graphql refuses to mix with this one.
const schema = buildASTSchema(mergeTypeDefs(typeDefs));

const ids = Array.from({ length: 100 }, (_, i) => String(i + 1));
const fullPage = { filter: { paging: { skip: 0, take: 100 } } };

/**
 * Every shipped operation with the largest variables the services accept (take at its zod
 * maximum, 100 ids, a page of 100). A new operation must be added here, so its cost is checked.
 */
const WORST_CASE_VARIABLES: Record<string, Record<string, unknown>> = {
  Follow: { input: { targetType: "agent", targetId: "1" } },
  Unfollow: { input: { targetType: "agent", targetId: "1" } },
  IsFollowing: { input: { targetType: "agent", targetId: "1" } },
  DeliberateFailure: { note: 1 },
  LocationReviews: {
    slug: "carlton-vic-3053",
    sort: "helpful",
    reviewerKind: "local",
    minRating: 1,
    recentDays: 3650,
    page: 1000,
  },
  MyLocationReview: { locationId: "1" },
  MyHelpfulReviews: { reviewIds: Array.from({ length: 100 }, (_, i) => String(i + 1)) },
  WriteLocationReview: {
    input: {
      locationId: "1",
      reviewerKind: "local",
      rating: 5,
      loves: "x".repeat(2000),
      considerations: "x".repeat(2000),
    },
  },
  MarkReviewHelpful: { reviewId: "1" },
  UndoReviewHelpful: { reviewId: "1" },
  CommentOnPost: { input: { parentType: "review", parentId: "1", body: "x".repeat(1000) } },
  QnaIndex: { sortOrder: "unanswered", page: 1000 },
  QuestionPage: { uri: "1-question" },
  MyQuestionState: { questionId: "1" },
  AskQuestion: { input: { locationId: "1", title: "x".repeat(150), body: "x".repeat(2000) } },
  AnswerQuestion: { input: { questionId: "1", body: "x".repeat(5000) } },
  VoteOnAnswer: { input: { answerId: "1", value: 1 } },
  MarkBestAnswer: { questionId: "1", answerId: "1" },
  ReportPost: { postType: "answer", postId: "1", reason: "x".repeat(500) },
  DeletePost: { postType: "answer", postId: "1" },
  MyPosts: { postType: "comment", postIds: Array.from({ length: 100 }, (_, i) => String(i + 1)) },
  Alerts: {},
  AgentFinder: { location: "bondi-nsw-2026", page: 200 },
  AgentsAndLocations: { text: "bondi" },
  ReviewAgent: { input: { agentId: "300001", rating: 5, body: "x".repeat(2000) } },
  AgentTransactions: { agentId: "300001", skip: 0, take: 100 },
  CreateAgentTransaction: {
    agentId: "300001",
    input: {
      kind: "sold",
      address: "x".repeat(200),
      suburb: "bondi-nsw-2026",
      propertyType: "house",
      date: "2026-01-01",
    },
  },
  UpdateAgentTransaction: {
    id: "1",
    input: {
      kind: "sold",
      address: "x".repeat(200),
      suburb: "bondi-nsw-2026",
      propertyType: "house",
      date: "2026-01-01",
    },
  },
  DeleteAgentTransaction: { id: "1" },
  RequestVendorReview: {
    input: { listingId: "1", vendorName: "x".repeat(100), vendorEmail: `${"x".repeat(240)}@example.com` },
  },
  VendorReviewInvitation: { token: "x".repeat(100) },
  WriteVendorReview: { input: { token: "x".repeat(100), rating: 5, body: "x".repeat(2000) } },
  ReplyToAgentReview: { input: { reviewId: "1", reply: "x".repeat(1000) } },
  UpdateMyFeesText: { feesText: "x".repeat(2000) },
  RequestAppraisal: {
    input: {
      locationId: "1",
      address: "x".repeat(200),
      agentIds: ["1", "2", "3"],
      name: "x".repeat(100),
      email: `${"x".repeat(240)}@example.com`,
      phone: "0400 000 000",
      message: "x".repeat(2000),
    },
  },
  AlertForSearch: { searchUrl: "/for-sale/bondi-nsw-2026/real-estate" },
  AddAlert: { input: { searchUrl: "/for-sale/bondi-nsw-2026/real-estate", name: "A", frequency: "daily" } },
  UpdateAlert: { input: { alertId: "1", name: "A", searchUrl: "/for-sale/bondi-nsw-2026/real-estate" } },
  EnableAlertPush: {
    input: { alertId: "1", subscription: { endpoint: "https://push.example/x", p256dh: "B", auth: "A" } },
  },
  DeleteAlert: { alertId: "1" },
  ClearAlertNewListings: { alertId: "1" },
  ListingById: { id: "1" },
  ListingSimilar: { id: "1" },
  ListingsByIds: { ids, take: 100, skip: 0 },
  LocationByIdentifier: { identifier: "5713470" },
  LocationSuggestions: { text: "bondi", take: 20 },
  SearchResults: fullPage,
  SearchMapMarkers: fullPage,
  UpdateAccountSettings: {
    input: { name: "A", avatarUrl: "", emailAlerts: true, emailFollowUpdates: true, emailNewsletter: true },
  },
  MyCollections: { username: "someone", imageCount: 12 },
  SavedListings: { listingIds: ids.slice(0, 100) },
  ToggleSavedListing: { listingId: "1" },
  UpdateListingInCollections: {
    username: "someone",
    listingId: "1",
    addToCollectionIds: ids.slice(0, 50),
    removeFromCollectionIds: ids.slice(0, 50),
  },
  AddCollections: { username: "someone", items: Array.from({ length: 10 }, (_, n) => ({ name: `C${n}` })) },
  UpdateCollection: { collectionId: "AAAAAAAAAAAAAAAA", isPublic: true, name: "A" },
  DeleteCollection: { collectionId: "AAAAAAAAAAAAAAAA" },
  AddCollectionInvite: { collectionId: "AAAAAAAAAAAAAAAA", emails: ["a@example.com"] },
  DeleteCollectionInvite: { collectionId: "AAAAAAAAAAAAAAAA", emails: ["a@example.com"] },
  AcceptCollectionInvitation: { collectionId: "AAAAAAAAAAAAAAAA", memberId: "m", uniqueIdentifier: "x" },
  RemoveCollectionCollaborator: { collectionId: "AAAAAAAAAAAAAAAA", memberId: "m" },
  SaveCollectionReaction: { collectionId: "AAAAAAAAAAAAAAAA", listingId: "1", comment: "c", reactionType: "like" },
};

const shipped = Object.values(persistedDocuments).map((text) => {
  const document = parse(text);
  return { text, document, name: getOperationAST(document)?.name?.value ?? "(anonymous)" };
});

/** The amplification query from the security review: 24 × 24 listings, each with agents and 20 schools. */
const AMPLIFICATION = `{ listing(id:"1") { similarListings(take:24) { similarListings(take:24) { id agents { name } schools(take:20) { name } } } } }`;

function refusalOf(query: string, variables: Record<string, unknown> = {}, spentBefore = 0) {
  return costRefusal(schema, parse(query), variables, undefined, spentBefore, GRAPHQL_LIMITS).error;
}

describe("list sizes in the schema", () => {
  it("every list field declares its size, and its slicing arguments exist", () => {
    const undeclared: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__") || !(isObjectType(type) || isInterfaceType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        let wrapped: GraphQLOutputType = field.type;
        if (isNonNullType(wrapped)) wrapped = wrapped.ofType;
        if (!isListType(wrapped)) continue;
        const directive = field.astNode?.directives?.find((d) => d.name.value === "listSize");
        if (!directive) undeclared.push(`${type.name}.${field.name}`);
        const slicing = directive?.arguments?.find((a) => a.name.value === "slicingArguments");
        for (const path of slicing?.value.kind === "ListValue" ? slicing.value.values : []) {
          const argument = path.kind === "StringValue" ? path.value.split(".")[0] : undefined;
          expect(
            field.args.map((a) => a.name),
            `${type.name}.${field.name}`,
          ).toContain(argument);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("a list counts the take it is given, its default without one, and never less than one item", () => {
    const similar = schema.getType("Listing");
    const field = isObjectType(similar) ? similar.getFields().similarListings! : undefined;
    expect(listSizeOf(schema, field!, { take: 24 })).toBe(24);
    expect(listSizeOf(schema, field!, {})).toBe(6);
    expect(listSizeOf(schema, field!, { take: -1_000_000 })).toBe(1);
    expect(UNDECLARED_LIST_SIZE).toBeGreaterThan(24);
  });
});

describe("query cost", () => {
  it("multiplies a list's cost by its take, and down nested lists", () => {
    const cost = (take: number) =>
      operationCost(schema, parse(`{ listing(id:"1") { similarListings(take:${take}) { id title } } }`), {});
    // listing (1) + similarListings: (1 + id + title) per item.
    expect(cost(6)).toBe(1 + 3 * 6);
    expect(cost(24)).toBe(1 + 3 * 24);
    const nested = operationCost(
      schema,
      parse(`{ listing(id:"1") { similarListings(take:24) { agents { name } } } }`),
      {},
    );
    // Each of the 24 listings: itself (1) + agents (1 + name) × 5 assumed agents.
    expect(nested).toBe(1 + 24 * (1 + 2 * 5));
  });

  it("reads take from variables, and from page sizes inside input objects", () => {
    const query = `query Q($take: Int) { homePageListings(take: $take) { id } }`;
    expect(operationCost(schema, parse(query), { take: 24 })).toBe(2 * 24);
    expect(operationCost(schema, parse(query), {})).toBe(2 * 8);
    const ids = operationCost(schema, parse(`{ locations(identifiers: ["a", "b", "c"]) { id } }`), {});
    expect(ids).toBe(2 * 3);
  });

  it("keeps every operation we ship under the limits, even with the largest variables it accepts", () => {
    const costs: Record<string, number> = {};
    for (const { name, document } of shipped) {
      const variables = WORST_CASE_VARIABLES[name];
      expect(variables, `worst-case variables for ${name}`).toBeDefined();
      costs[name] = operationCost(schema, document, variables, name);
      expect(listNesting(schema, document, name).depth, name).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxListNesting);
      expect(costRefusal(schema, document, variables, name, 0, GRAPHQL_LIMITS).error, name).toBeNull();
    }
    const highest = Math.max(...Object.values(costs));
    expect(highest).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
    // The biggest one (a full page of 100 search results) is the reason for the limit's size.
    expect(Object.entries(costs).find(([, cost]) => cost === highest)?.[0]).toBe("SearchResults");
  });

  it("refuses the amplification query with a message that says why", () => {
    const error = refusalOf(AMPLIFICATION);
    expect(error?.message).toMatch(
      /nests lists 3 deep \(similarListings › similarListings › agents\); at most 2 levels of lists/,
    );
    expect(error?.extensions.code).toBe("LIST_NESTING_TOO_DEEP");
    // Its cost alone is over the limit too.
    expect(operationCost(schema, parse(AMPLIFICATION), {})).toBeGreaterThan(GRAPHQL_LIMITS.maxCost);
  });

  it("finds nested lists through fragments and inline fragments", () => {
    const query = `
      query { listing(id:"1") { ...Similar } }
      fragment Similar on Listing { similarListings(take: 2) { ... on Listing { ...Schools } } }
      fragment Schools on Listing { otherListingsFromOffice { schools { name } } }`;
    expect(listNesting(schema, parse(query)).path).toEqual(["similarListings", "otherListingsFromOffice", "schools"]);
    expect(refusalOf(query)?.extensions.code).toBe("LIST_NESTING_TOO_DEEP");
  });

  it("refuses wide queries over the cost limit: aliases and page sizes add up", () => {
    const card = `id title agents { name } inspections { startsAt }`;
    const aliases = Array.from({ length: 14 }, (_, i) => `a${i}: listingsByIds(ids: [], take: 100) { ${card} }`).join(
      " ",
    );
    const error = refusalOf(`{ ${aliases} }`);
    expect(error?.extensions.code).toBe("QUERY_TOO_EXPENSIVE");
    expect(error?.message).toMatch(/it would cost [\d,]+, and one query may cost at most 10,000\. Ask for fewer items/);
    // A negative take counts as one item, never as a discount on the rest of the query.
    const page = `a: listingsByIds(ids: [], take: 100) { ${card} }`;
    const alone = operationCost(schema, parse(`{ ${page} }`), {});
    const withNegative = operationCost(
      schema,
      parse(`{ ${page} b: listing(id: "1") { similarListings(take: -100000) { id } } }`),
      {},
    );
    expect(withNegative).toBe(alone + 1 + 2);
  });

  it("keeps a batch within one budget per request", () => {
    const page = `{ listingsByIds(ids: [], take: 100) { id title agents { name } inspections { startsAt } } }`;
    const one = operationCost(schema, parse(page), {});
    expect(one).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
    // What a batch of 10 such pages would spend, operation after operation.
    let spent = 0;
    const verdicts = Array.from({ length: BATCH_MAX_OPERATIONS }, () => {
      const verdict = costRefusal(schema, parse(page), {}, undefined, spent, GRAPHQL_LIMITS);
      if (!verdict.error) spent += verdict.cost;
      return verdict.error?.extensions.code ?? "ran";
    });
    const ran = verdicts.filter((v) => v === "ran").length;
    expect(ran).toBe(Math.floor(GRAPHQL_LIMITS.maxRequestCost / one));
    expect(verdicts.slice(ran).every((v) => v === "BATCH_TOO_EXPENSIVE")).toBe(true);
    expect(spent).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxRequestCost);
  });

  it("lets introspection through (GraphiQL outside production), free and unnested", () => {
    expect(refusalOf(getIntrospectionQuery())).toBeNull();
  });

  it("explains bad variables instead of failing", () => {
    expect(
      refusalOf(`query Q($take: Int) { homePageListings(take: $take) { id } }`, { take: "lots" })?.message,
    ).toMatch(/\$take/);
  });
});

describe("request body cap", () => {
  it("fits a batch of 10 of our largest operations sent with their full text, plus a search with the largest drawn area", () => {
    const largest = shipped.reduce((a, b) => (a.text.length >= b.text.length ? a : b));
    const shape = Array.from({ length: MAX_SHAPE_POINTS }, (_, i) => [-33.8688197 - i / 1e4, 151.2092955 + i / 1e4]);
    const search = shipped.find((op) => op.name === "SearchResults")!;
    const batch = [
      ...Array.from({ length: BATCH_MAX_OPERATIONS - 1 }, () => ({
        query: largest.text,
        variables: WORST_CASE_VARIABLES[largest.name],
      })),
      { query: search.text, variables: { filter: { context: "Draw", shape, paging: { skip: 0, take: 25 } } } },
    ];
    const bytes = new TextEncoder().encode(JSON.stringify(batch)).length;
    expect(bytes).toBeLessThan(GRAPHQL_LIMITS.maxBodyBytes);
  });
});
