import {
  GraphQLError,
  Kind,
  getDirectiveValues,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import type { Plugin } from "graphql-yoga";
import { GRAPHQL_LIMITS } from "./yoga-limits";

/*
 * How many items a list field may return is declared beside the field in the SDL with
 * `@listSize` (defined in modules/common; name and arguments follow the GraphQL cost directives
 * draft, so the schema reads like other cost-aware schemas). `slicingArguments` are argument
 * paths ("take", "identifiers") whose value, when the query gives one, is the size (an array
 * counts by its length); `assumedSize` is the size otherwise: the argument's default or, for lists
 * without an argument (a listing's agents, a member's follows), the most the data can hold.
 */

/** A list field with no @listSize counts as this many items; the schema test keeps it unused. */
export const UNDECLARED_LIST_SIZE = 100;

/** Cost of resolving one field once: every field, scalar or object, costs one per value it returns. */
const FIELD_COST = 1;

export interface CostLimits {
  /** The most one operation may cost. */
  maxCost: number;
  /** The most all operations of one HTTP request (a batch) may cost together. */
  maxRequestCost: number;
  /** The most lists a path through the query may pass (a list inside a list is 2). */
  maxListNesting: number;
}

function isIntrospection(parent: { name: string }, field: { name: string }): boolean {
  return parent.name.startsWith("__") || field.name.startsWith("__");
}

/** Number of list wrappers around a field's type: [X] is 1, [[X]] is 2. */
function listLevels(type: GraphQLOutputType): number {
  let levels = 0;
  let current: GraphQLOutputType = type;
  for (;;) {
    if (isNonNullType(current)) current = current.ofType;
    else if (isListType(current)) {
      levels += 1;
      current = current.ofType;
    } else return levels;
  }
}

function valueAt(args: Record<string, unknown>, path: string): unknown {
  let value: unknown = args;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Items a list field returns for these arguments. Never below 1: a negative or zero `take` is
 * refused by the services anyway, and must not make a query look cheaper than it is.
 */
export function listSizeOf(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
): number {
  const directive = schema.getDirective("listSize");
  const declared = directive && field.astNode ? getDirectiveValues(directive, field.astNode) : undefined;
  if (!declared) return UNDECLARED_LIST_SIZE;
  for (const path of (declared.slicingArguments as string[] | undefined) ?? []) {
    const value = valueAt(args, path);
    if (Array.isArray(value)) return Math.max(1, value.length);
    if (typeof value === "number" && Number.isFinite(value)) return Math.max(1, Math.ceil(value));
  }
  const assumed = declared.assumedSize as number | undefined;
  return typeof assumed === "number" ? Math.max(1, assumed) : UNDECLARED_LIST_SIZE;
}

/**
 * graphql-query-complexity estimator: a field costs one plus its selections, times the items it
 * returns, so costs multiply down nested lists (24 similar listings of 24 similar listings each
 * cost 576 listings). Introspection is free, as GraphQL Armor treats it; in production only our
 * persisted operations run, so nobody can send it there.
 */
export function listSizeEstimator(schema: GraphQLSchema): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    if (isIntrospection(type, field)) return 0;
    const size = listLevels(field.type) > 0 ? listSizeOf(schema, field, args) : 1;
    return (FIELD_COST + childComplexity) * size;
  };
}

/** The cost of the operation a request runs (all operations of the document when none is named). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    ...(operationName ? { operationName } : {}),
    estimators: [listSizeEstimator(schema)],
  });
}

export interface ListNesting {
  depth: number;
  /** Field names (aliases where given) of the deepest chain of lists, outermost first. */
  path: string[];
}

const FLAT: ListNesting = { depth: 0, path: [] };

/**
 * The deepest chain of list fields in the operation: `similarListings { similarListings {
 * schools } }` is 3. Fragments are measured once each (memoised), so many spreads of one
 * fragment cannot make this walk expensive.
 */
export function listNesting(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): ListNesting {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, ListNesting>();

  const walk = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    active: Set<string>,
  ): ListNesting => {
    let deepest = FLAT;
    for (const selection of selectionSet.selections) {
      let found = FLAT;
      if (selection.kind === Kind.FIELD) {
        if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field || isIntrospection(parent, field)) continue;
        const levels = listLevels(field.type);
        const inner = selection.selectionSet ? walk(selection.selectionSet, getNamedType(field.type), active) : FLAT;
        const name = selection.alias?.value ?? selection.name.value;
        found = { depth: levels + inner.depth, path: levels > 0 ? [name, ...inner.path] : inner.path };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        found = walk(selection.selectionSet, type, active);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || active.has(name)) continue;
        let known = measured.get(name);
        if (!known) {
          known = walk(
            fragment.selectionSet,
            schema.getType(fragment.typeCondition.name.value),
            new Set(active).add(name),
          );
          measured.set(name, known);
        }
        found = known;
      }
      if (found.depth > deepest.depth) deepest = found;
    }
    return deepest;
  };

  let deepest = FLAT;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName && definition.name?.value !== operationName) continue;
    const root = schema.getRootType(definition.operation) ?? undefined;
    const found = walk(definition.selectionSet, root, new Set());
    if (found.depth > deepest.depth) deepest = found;
  }
  return deepest;
}

const number = (n: number) => n.toLocaleString("en-AU");

function refusal(message: string, code: string, details: Record<string, unknown>): GraphQLError {
  // 400 for a single operation; inside a batch each operation carries its own error.
  return new GraphQLError(message, { extensions: { code, ...details, http: { status: 400 } } });
}

/**
 * Why this operation must not run (nested lists, its own cost, or what its request has spent
 * already), or null when it may. `spentBefore` is what earlier operations of the same request cost.
 */
export function costRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | null | undefined,
  spentBefore: number,
  limits: CostLimits,
): { error: GraphQLError; cost: number } | { error: null; cost: number } {
  const nesting = listNesting(schema, document, operationName);
  if (nesting.depth > limits.maxListNesting) {
    return {
      cost: 0,
      error: refusal(
        `This query nests lists ${nesting.depth} deep (${nesting.path.join(" › ")}); at most ${limits.maxListNesting} levels of lists are allowed. Ask for the inner lists in a separate query.`,
        "LIST_NESTING_TOO_DEEP",
        { listNesting: nesting.depth, maxListNesting: limits.maxListNesting },
      ),
    };
  }
  let cost: number;
  try {
    cost = operationCost(schema, document, variables, operationName);
  } catch (error) {
    // Bad variables (graphql-query-complexity coerces them as execution would) or too many nodes.
    const message = error instanceof Error ? error.message : String(error);
    return { cost: 0, error: refusal(message, "BAD_USER_INPUT", {}) };
  }
  if (cost > limits.maxCost) {
    return {
      cost,
      error: refusal(
        `This query asks for too much at once: it would cost ${number(cost)}, and one query may cost at most ${number(limits.maxCost)}. Ask for fewer items (a smaller take), fewer aliases or fewer nested lists.`,
        "QUERY_TOO_EXPENSIVE",
        { cost, maxCost: limits.maxCost },
      ),
    };
  }
  if (spentBefore + cost > limits.maxRequestCost) {
    return {
      cost,
      error: refusal(
        `This batch asks for too much at once: its queries would cost ${number(spentBefore + cost)} together, and one request may cost at most ${number(limits.maxRequestCost)}. Send fewer queries per request.`,
        "BATCH_TOO_EXPENSIVE",
        { cost: spentBefore + cost, maxRequestCost: limits.maxRequestCost },
      ),
    };
  }
  return { cost, error: null };
}

/**
 * Yoga plugin: refuses an operation whose lists nest too deep or whose cost is over the limit,
 * and keeps a batch's operations within one budget per request (Yoga gives every operation of a
 * batch the same Request). Runs before execution because the cost depends on the variables,
 * which validation (cached per document) does not see.
 */
export function useQueryCostLimits(limits: CostLimits = GRAPHQL_LIMITS): Plugin {
  const spentByRequest = new WeakMap<Request, number>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const request = (args.contextValue as { request?: Request }).request;
      const spentBefore = request ? (spentByRequest.get(request) ?? 0) : 0;
      const variables = (args.variableValues ?? undefined) as Record<string, unknown> | undefined;
      const verdict = costRefusal(args.schema, args.document, variables, args.operationName, spentBefore, limits);
      // A refused operation runs nothing, so it spends nothing of its request's budget.
      if (verdict.error) setResultAndStopExecution({ errors: [verdict.error] });
      else if (request) spentByRequest.set(request, spentBefore + verdict.cost);
    },
  };
}
