import { z } from "zod";
import { FAILURE_STATUS, type FailureCode } from "../../services/result";
import { API_KEY_HEADER, API_PREFIX, operationUrl, successStatusOf, type ApiOperation } from "./operation";
import { failureShape } from "./operations/shapes";

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the operations' zod schemas with zod's own
 * JSON Schema output (2020-12, the dialect OpenAPI 3.1 uses), so there is no second description
 * to keep in step. Named shapes (`.meta({ id })`) become components and are referenced by name.
 */

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
  tags: { name: string }[];
};

const ERROR_MEANING: Readonly<Record<FailureCode, string>> = {
  BAD_INPUT: "The request is not valid: `message` says why, `fieldErrors` names each input's problem.",
  UNAUTHENTICATED: "Sign in first (a member's session).",
  FORBIDDEN:
    "The credentials do not allow this call, or a call that changes something came from another site's Origin.",
  NOT_FOUND: "Nothing has that id (or it is not yours).",
  CONFLICT: "The change conflicts with what is stored.",
  TOO_LARGE: "The request body is too large.",
  RATE_LIMITED: "Too many calls: wait the seconds Retry-After says.",
  UNAVAILABLE: "A service behind this call is not answering: try again later.",
};

/** Every schema's JSON Schema, with its named parts moved into `components` and referenced there. */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...json
    } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    for (const [name, definition] of Object.entries($defs ?? {})) this.components[name] ??= this.relink(definition);
    const id = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
    if (id) {
      const { id: _id, ...definition } = json;
      this.components[id] ??= this.relink(definition);
      return { $ref: `#/components/schemas/${id}` };
    }
    return this.relink(json);
  }

  private relink(json: JsonSchema): JsonSchema {
    return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  }
}

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

function parameters(converter: SchemaConverter, operation: ApiOperation) {
  const list: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ["path", operation.params],
    ["query", operation.query],
  ] as const) {
    for (const [name, field] of Object.entries(shapeOf(schema))) {
      const { description, ...fieldSchema } = converter.convert(field, "input");
      list.push({
        name,
        in: where,
        required: where === "path" || !field.safeParse(undefined).success,
        ...(description ? { description } : {}),
        schema: fieldSchema,
      });
    }
  }
  return list;
}

/** A curl line for the operation's example: the reference page shows it next to each call. */
function curlExample(operation: ApiOperation, origin: string): string {
  const { params, query, body } = operation.example;
  const search = query ? `?${new URLSearchParams(query)}` : "";
  const url = `${origin}${operationUrl(operation, params)}${search}`;
  const parts = [`curl -X ${operation.method} '${url}'`];
  if (operation.access === "partner") parts.push(`-H '${API_KEY_HEADER}: hf_…'`);
  else if (operation.access === "member") parts.push("-b 'hf_at=…'");
  else if (operation.access === "feed") parts.push("-H 'Authorization: Bearer hffeed_…'");
  if (operation.legacy && operation.method !== "GET") parts.push(`-H 'Origin: ${origin}'`);
  if (body !== undefined) parts.push(`-H 'Content-Type: application/json' -d '${JSON.stringify(body)}'`);
  if (operation.fileBody)
    parts.push(
      `-H 'Content-Type: ${operation.fileBody.mediaTypes[0]}' -H 'Content-Encoding: gzip' --data-binary @feed.xml.gz`,
    );
  return parts.join(" ");
}

/**
 * How a caller proves who they are. The session is the access-token cookie our sign-in sets
 * (`__Host-hf_at` over https; `hf_at` on a local http Worker); the legacy calls and the member
 * calls use it. A partner's key travels in X-Api-Key.
 */
const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: "__Host-hf_at",
    description:
      "The signed-in member's session, set by the sign-in calls (hf_at on a local http Worker). Browsers send it themselves; state-changing calls must also come from this site's Origin.",
  },
  apiKey: {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
    description: "A partner's key, created by an admin (read or read-write). Calls made with it never use cookies.",
  },
  feedKey: {
    type: "http",
    scheme: "bearer",
    description:
      "An agency's feed key (hffeed_…), issued in the admin site or by the office's principal in the agent hub, shown once. It may post for the offices it was issued for.",
  },
} as const;

/**
 * Each call's credentials as OpenAPI security requirements (any one of them will do; `{}` is
 * "none"). Public calls need none, and a key only adds CORS and its own allowance. Legacy calls
 * take no key: the route ignores one.
 */
function securityOf(operation: ApiOperation): Record<string, string[]>[] {
  if (operation.legacy) return operation.access === "member" ? [{ session: [] }] : [];
  if (operation.access === "member") return [{ session: [] }];
  if (operation.access === "partner") return [{ session: [] }, { apiKey: [] }];
  if (operation.access === "feed") return [{ feedKey: [] }];
  return [{}, { apiKey: [] }];
}

const ACCESS_NOTE = {
  public: "Anyone may call it; the answer carries Cache-Control and an ETag (send If-None-Match for a 304).",
  member: "The signed-in member's own data, through their session cookie. Never cached.",
  partner: "A write: from our own pages with the visitor's session, or from a partner with a read-write API key.",
  feed: "An agency's software, with its feed key in Authorization: Bearer. Never cached.",
} as const;

const LEGACY_NOTE =
  "A legacy call under /api: the member's session cookie is its credentials (no API key), it is never cached, and a call that changes something must come from this site's Origin.";

function accessNote(operation: ApiOperation): string {
  return operation.legacy ? LEGACY_NOTE : ACCESS_NOTE[operation.access];
}

export function openApiDocument(
  operations: readonly ApiOperation[],
  { version, origin = "https://www.homefront.com.au" }: { version: string; origin?: string },
): OpenApiDocument {
  const converter = new SchemaConverter();
  const failure = converter.convert(failureShape, "output");
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of operations) {
    const responses: Record<string, unknown> = {
      [String(successStatusOf(operation))]: {
        description: "Done",
        content: { "application/json": { schema: converter.convert(operation.response, "output") } },
      },
    };
    if (operation.access === "public" && operation.method === "GET" && !operation.legacy)
      responses["304"] = { description: "Not modified: the If-None-Match tag is still current." };
    for (const code of operation.errors) {
      responses[String(FAILURE_STATUS[code])] = {
        description: ERROR_MEANING[code],
        content: { "application/json": { schema: failure } },
      };
    }
    // /api/v1 calls relative to the document's server; legacy calls by their whole path under a
    // path-level server of the origin (a legacy /api/agent/{id}/followers and a /api/v1
    // /agent/{id}/followers never share a path item).
    const pathItem = (paths[operation.path] ??= operation.legacy ? { servers: [{ url: "/" }] } : {});
    pathItem[operation.method.toLowerCase()] = {
      operationId: operation.id,
      tags: [operation.tag],
      summary: operation.summary,
      description: [operation.description, accessNote(operation)].filter(Boolean).join("\n\n"),
      parameters: parameters(converter, operation),
      security: securityOf(operation),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: {
                "application/json": {
                  schema: converter.convert(operation.body, "input"),
                  example: operation.example.body,
                },
              },
            },
          }
        : operation.fileBody
          ? {
              requestBody: {
                required: true,
                description: operation.fileBody.description,
                content: Object.fromEntries(
                  operation.fileBody.mediaTypes.map((type) => [type, { schema: { type: "string" } }]),
                ),
              },
            }
          : {}),
      responses,
      "x-codeSamples": [{ lang: "Shell", label: "curl", source: curlExample(operation, origin) }],
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Homefront API",
      version,
      description:
        "Listings, searches, locations, agents and members' calls as JSON under /api/v1, and the legacy member calls (sign-in, follows, alerts) the site serves under /api and /locations with the member's session. Conventions, authentication, limits and versioning: docs/api.md.",
    },
    servers: [{ url: API_PREFIX }],
    paths,
    components: { schemas: converter.components, securitySchemes: SECURITY_SCHEMES },
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
  };
}
