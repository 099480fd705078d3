import { API_ENDPOINTS, type EndpointDefinition } from "@pulso/core";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema (OpenAPI 3.1 speaks draft 2020-12), as the client sends it. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
}

/** Turns an object schema into OpenAPI parameters of one location. */
function parameters(schema: z.ZodType | undefined, location: "path" | "query"): unknown[] {
  if (!schema) return [];
  const object = jsonSchema(schema, "input") as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const ERROR_RESPONSE = {
  description: "Refused: `{ status, code, message, details? }` in the requester's language.",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["status", "code", "message"],
        properties: {
          status: { enum: ["fail", "error"] },
          code: { type: "string" },
          message: { type: "string" },
          details: {},
        },
      },
    },
  },
};

/** The JSON envelope of a success. */
function successResponse(endpoint: EndpointDefinition) {
  return {
    description: "Success",
    content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } },
  };
}

/** A file's raw bytes: sent with the file's own content type, as an attachment. */
const BINARY_RESPONSE = {
  description: "The file's bytes, with its own Content-Type, as an attachment.",
  headers: {
    "Content-Disposition": {
      description: "`attachment` with the file's name.",
      schema: { type: "string" },
    },
  },
  content: { "*/*": { schema: { type: "string", format: "binary" } } },
};

/**
 * The OpenAPI 3.1 document of `/api/v1`, generated from core's endpoint table and schemas, so it
 * always describes the API the server really validates against.
 */
export function buildOpenApiDocument(serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(API_ENDPOINTS) as [string, EndpointDefinition][]) {
    const openApiPath = endpoint.path.replace(/:([A-Za-z]+)/g, "{$1}");
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: endpoint.summary,
      tags: [endpoint.path.split("/")[1] ?? "api"],
      parameters: [
        ...parameters(endpoint.params, "path"),
        ...parameters(endpoint.query, "query"),
        ...(endpoint.idempotent
          ? [
              {
                name: "Idempotency-Key",
                in: "header",
                required: false,
                description:
                  "Replays return the first result; the same key with another body is 409.",
                schema: { type: "string", pattern: "^[A-Za-z0-9_.:-]{1,128}$" },
              },
            ]
          : []),
      ],
      responses: {
        "200": endpoint.responseType === "binary" ? BINARY_RESPONSE : successResponse(endpoint),
        "4XX": ERROR_RESPONSE,
        "5XX": ERROR_RESPONSE,
      },
      ...(endpoint.auth === "public" || endpoint.auth === "optional"
        ? { security: [] }
        : { security: [{ bearer: [] }, { cookie: [] }] }),
      "x-pulso-auth": endpoint.auth,
    };
    if (endpoint.body) {
      const content: Record<string, unknown> = {
        "application/json": { schema: jsonSchema(endpoint.body, "input") },
      };
      if (endpoint.multipart) {
        content["multipart/form-data"] = {
          schema: {
            type: "object",
            description: "The fields as form fields (or JSON in `data`), plus the file.",
          },
        };
      }
      operation.requestBody = { required: true, content };
    }
    (paths[openApiPath] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Pulso API",
      version: "1",
      description:
        "Bilingual election prediction markets. Money is sent in dollars with at most two decimals; errors carry a stable `code`.",
    },
    servers: [{ url: `${serverUrl.replace(/\/$/, "")}/api/v1` }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: "pulso_session" },
      },
    },
    paths,
  };
}
