import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";

/**
 * Health checks for load balancers and orchestrators, outside `/api/v1` (they are not part of
 * the product's API):
 *
 * - `GET /healthz` (liveness): 200 while the process serves HTTP; it never touches the database,
 *   so a database outage does not get healthy instances restarted.
 * - `GET /readyz` (readiness): 200 when one `SELECT 1` succeeds; 503 SERVICE_UNAVAILABLE (the
 *   API's error shape) while the database is down, so a balancer can steer traffic away.
 *
 * Both answer `Cache-Control: no-store`.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  app.get("/healthz", async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ status: "ok" });
  });
  app.get("/readyz", async (_request, reply) => {
    await db.query("SELECT 1");
    return reply.header("cache-control", "no-store").send({ status: "ok", database: "ok" });
  });
}
