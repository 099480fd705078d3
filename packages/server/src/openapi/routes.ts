import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { buildOpenApiDocument } from "./document";

/** Publishes the OpenAPI document at GET /api/v1/openapi.json. */
export function registerOpenApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  let document: Record<string, unknown> | undefined;
  app.get("/api/v1/openapi.json", async (_request, reply) => {
    document ??= buildOpenApiDocument(ctx.config.PUBLIC_URL);
    return reply.header("cache-control", "public, max-age=300").send(document);
  });
}
