import { z } from "zod";
import type { Endpoint } from "@/lib/api/endpoint";
import { formatLimit, JSON_BODY_LIMIT_BYTES } from "@/lib/http/body-limits";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete generated.$schema; // the document's dialect already says 2020-12
  return generated;
}

/** The object schema under refinements and transforms (a query schema may be wrapped in a pipe). */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> {
  let current: unknown = schema;
  for (let depth = 0; depth < 5; depth++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    if (current instanceof z.ZodPipe) current = current.in;
    else break;
  }
  throw new Error("query and path schemas must be objects");
}

function parameters(schema: z.ZodType | undefined, location: "query" | "path"): JsonSchema[] {
  if (!schema) return [];
  return Object.entries(objectShape(schema)).map(([name, field]) => {
    const fieldSchema = jsonSchema(field, "input");
    const { description, ...rest } = fieldSchema;
    const isList = rest.type === "array";
    return {
      name,
      in: location,
      // Optional = the field accepts absence (a default, .optional(), or a repeated key given zero times).
      required: location === "path" || !field.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema: rest,
      ...(isList ? { style: "form", explode: true } : {}),
    };
  });
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
});

function operation(endpoint: Endpoint): JsonSchema {
  const responses: JsonSchema = {
    200: {
      description: "Success",
      ...(endpoint.cacheable
        ? { headers: { ETag: { schema: { type: "string" } }, "Cache-Control": { schema: { type: "string" } } } }
        : {}),
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["status", "payload"],
            properties: { status: { const: "success" }, payload: jsonSchema(endpoint.payload, "output") },
          },
        },
      },
    },
    ...(endpoint.cacheable ? { 304: { description: "Not modified (the If-None-Match tag is still current)" } } : {}),
    400: errorResponse("A parameter is missing, malformed or out of range; the message names it"),
    ...(endpoint.member
      ? {
          401: errorResponse(
            "No valid access token, or its session has ended (logged out, revoked, deleted account): log in again",
          ),
          403: errorResponse(
            "The member has two-step verification on and the token is aal1: verify the authenticator code first",
          ),
        }
      : {}),
    404: errorResponse(
      endpoint.member
        ? "No watchlist or item of this member matches (another member's ids answer the same)"
        : "No fund, category, offer or fund house matches",
    ),
    ...(endpoint.member
      ? { 409: errorResponse("The change breaks a rule (a limit, a duplicate); the message says which") }
      : {}),
    405: errorResponse("The path exists but not for this method"),
    ...(endpoint.body
      ? {
          413: errorResponse(
            `The request body is over ${formatLimit(JSON_BODY_LIMIT_BYTES)} (a declared Content-Length before any byte is read; a streamed body once it passes the limit)`,
          ),
        }
      : {}),
    429: errorResponse("Too many requests from one address; see Retry-After"),
    500: errorResponse("An unexpected failure; no internals are shown"),
    503: errorResponse("The fund database is unavailable for a moment; see Retry-After"),
  };
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/^\/api\/v1/, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    ...(endpoint.member ? { security: [{ memberToken: [] }] } : {}),
    parameters: [...parameters(endpoint.params, "path"), ...parameters(endpoint.query, "query")],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the product API, generated from the endpoints' zod schemas. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "FundLens product API",
      version: "1.0.0",
      description:
        "Public mutual-fund data: plans, NAVs, returns, risk, portfolios, categories, fund houses, new fund offers and the screener. " +
        'Every answer is {"status": "success", "payload": ...} or {"status": "error", "payload": "<what to do>"}. ' +
        "Unknown query parameters are ignored. Returns are in percent, AUM in ₹ crore, dates YYYY-MM-DD. Data changes once a day; responses carry an ETag. " +
        "Watchlist calls are a member's own: send the access token from logging in as `Authorization: Bearer <token>`.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        memberToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The member's access token (ES256 JWT from /auth/v1).",
        },
      },
      schemas: {
        ErrorEnvelope: {
          type: "object",
          required: ["status", "payload"],
          properties: {
            status: { const: "error" },
            payload: { type: "string", description: "A message a person can act on." },
          },
        },
      },
    },
  };
}
