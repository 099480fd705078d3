import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { warmPaintedPages } from "./warmPages";

const PAINTED = '<div id="root" data-prerendered="/">painted</div>';

let app: ReturnType<typeof Fastify> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** An app whose market list holds `polls` and whose pages answer as `page` says. */
function serverWith(
  polls: unknown[],
  page: (url: string) => { status: number; body: string } | Error,
): { app: ReturnType<typeof Fastify>; asked: string[]; warnings: string[] } {
  const asked: string[] = [];
  const warnings: string[] = [];
  const server = Fastify();
  server.log.warn = ((_context: unknown, message: string) => {
    warnings.push(message);
  }) as typeof server.log.warn;
  server.get("/api/v1/polls", (request) => {
    asked.push(request.url);
    return { status: "success", data: { polls } };
  });
  server.get("/*", async (request, reply) => {
    asked.push(request.url);
    const answer = page(request.url);
    if (answer instanceof Error) throw answer;
    return reply.status(answer.status).type("text/html").send(answer.body);
  });
  app = server;
  return { app: server, asked, warnings };
}

describe("warmPaintedPages", () => {
  it("asks for the home, the market list and the first open market's page, once each, as a browser does", async () => {
    const server = serverWith([{ _id: "m 1" }], () => ({ status: 200, body: PAINTED }));
    expect(await warmPaintedPages(server.app)).toEqual(["/", "/markets/all", "/market/m%201"]);
    expect(server.asked).toEqual([
      "/api/v1/polls?kind=prediction&status=active&limit=1",
      "/",
      "/markets/all",
      "/market/m%201",
    ]);
    expect(server.warnings).toEqual([]);
  });

  it("without an open market asks for the home and the list only", async () => {
    const server = serverWith([], () => ({ status: 200, body: PAINTED }));
    expect(await warmPaintedPages(server.app)).toEqual(["/", "/markets/all"]);
  });

  it("says which pages did not come back painted, and goes on past a failing one", async () => {
    const server = serverWith([{ _id: "m_1" }], (url) =>
      url === "/"
        ? new Error("the renderer broke")
        : url === "/markets/all"
          ? { status: 200, body: '<div id="root"></div>' }
          : { status: 200, body: PAINTED },
    );
    expect(await warmPaintedPages(server.app)).toEqual(["/market/m_1"]);
    expect(server.warnings).toEqual([
      "a portal page did not come back painted",
      "a portal page did not come back painted",
    ]);
  });
});
