import { API_ENDPOINTS } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("GET /api/v1/openapi.json", () => {
  it("describes every call of the endpoint table with its schemas", async () => {
    const response = await fetch(`${server.baseURL}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; requestBody?: unknown; parameters: { name: string; in: string }[] }
        >
      >;
    };
    expect(document.openapi).toBe("3.1.0");
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      Object.keys(API_ENDPOINTS).sort(),
    );
    const placeBet = document.paths["/bets"]?.post;
    expect(placeBet?.parameters.map((parameter) => parameter.name)).toContain("Idempotency-Key");
    expect(JSON.stringify(placeBet?.requestBody)).toContain('"pollId"');
    const charge = document.paths["/payments/sandbox/charge"]?.post;
    expect(charge?.parameters.map((parameter) => parameter.name)).toContain("Idempotency-Key");
    const listPolls = document.paths["/polls"]?.get;
    expect(listPolls?.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(["category", "search", "sort", "hot", "page", "limit"]),
    );
    expect(document.paths["/polls/{id}"]?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: "id", in: "path" }),
    );
  });

  it("describes the attachment download as binary, and every other success as JSON", async () => {
    const document = (await (await fetch(`${server.baseURL}/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<string, { operationId: string; responses: Record<string, { content?: object }> }>
      >;
    };
    const download = document.paths["/support/tickets/attachments/{id}"]?.get;
    expect(download?.operationId).toBe("downloadTicketAttachment");
    expect(download?.responses["200"]).toMatchObject({
      headers: { "Content-Disposition": expect.any(Object) },
      content: { "*/*": { schema: { type: "string", format: "binary" } } },
    });
    expect(Object.keys(download?.responses["200"]?.content ?? {})).toEqual(["*/*"]);
    expect(download?.responses["4XX"]?.content).toHaveProperty("application/json");
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        if (operation.operationId === "downloadTicketAttachment") continue;
        expect(
          Object.keys(operation.responses["200"]?.content ?? {}),
          operation.operationId,
        ).toEqual(["application/json"]);
      }
    }
  });
});
