import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createRecordingServer } from "./test-utils/recordingServer";
import { createTransport } from "./transport";

const server = createRecordingServer();
const ok = (data: unknown) => ({ json: { status: "success", data } });

beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => {
  vi.unstubAllGlobals();
});

function lastRequest() {
  const request = server.requests.at(-1);
  if (!request) throw new Error("the server received no request");
  return request;
}

describe("createTransport: bodies", () => {
  it("serialises a JSON body with Content-Type application/json", async () => {
    server.respond("POST", "/polls/vote", ok({ poll: { _id: "p1" } }));
    const transport = createTransport({ baseURL: server.baseURL });
    const result = await transport.request("POST", "/polls/vote", {
      body: { pollId: "p1", optionId: "o2" },
    });
    expect(result).toEqual({ poll: { _id: "p1" } });
    expect(lastRequest().method).toBe("POST");
    expect(lastRequest().contentType).toBe("application/json");
    expect(lastRequest().json).toEqual({ pollId: "p1", optionId: "o2" });
  });

  it("serialises arrays and PATCH/DELETE bodies too", async () => {
    server.respond("PATCH", "/comments/c1", ok({}));
    server.respond("DELETE", "/notifications/clear-all", ok({}));
    const transport = createTransport({ baseURL: server.baseURL });
    await transport.request("PATCH", "/comments/c1", { body: { content: "¡Hola!" } });
    await transport.request("DELETE", "/notifications/clear-all", { body: ["a", "b"] });
    expect(server.requests.map((r) => [r.method, r.json])).toEqual([
      ["PATCH", { content: "¡Hola!" }],
      ["DELETE", ["a", "b"]],
    ]);
  });

  it("sends no body and no Content-Type on a GET", async () => {
    server.respond("GET", "/users/me", ok({}));
    await createTransport({ baseURL: server.baseURL }).request("GET", "/users/me");
    expect(lastRequest().rawBody).toBe("");
    expect(lastRequest().contentType).toBeUndefined();
  });

  it("sends FormData as multipart with fetch's boundary", async () => {
    server.respond("PATCH", "/users/updateMe", ok({ user: { name: "Ana" } }));
    const form = new FormData();
    form.append("name", "Ana");
    form.append("photo", new Blob(["fake-png"], { type: "image/png" }), "me.png");
    await createTransport({ baseURL: server.baseURL }).request("PATCH", "/users/updateMe", {
      body: form,
    });
    const request = lastRequest();
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.rawBody).toContain('name="name"');
    expect(request.rawBody).toContain("Ana");
    expect(request.rawBody).toContain('filename="me.png"');
    expect(request.rawBody).toContain("fake-png");
  });
});

describe("createTransport: query", () => {
  it("skips undefined/null, repeats array keys, stringifies numbers and booleans", async () => {
    server.respond("GET", "/dashboard/transactions", ok({}));
    await createTransport({ baseURL: server.baseURL }).request("GET", "/dashboard/transactions", {
      query: {
        page: 2,
        limit: 10,
        active: true,
        archived: false,
        status: ["active", "closed"],
        search: "voto 2025 & más",
        missing: undefined,
        empty: null,
      },
    });
    expect(lastRequest().query).toEqual({
      page: ["2"],
      limit: ["10"],
      active: ["true"],
      archived: ["false"],
      status: ["active", "closed"],
      search: ["voto 2025 & más"],
    });
  });

  it("appends to a query already in the path", async () => {
    server.respond("GET", "/deposits", ok({}));
    await createTransport({ baseURL: server.baseURL }).request("GET", "/deposits?userId=u1", {
      query: { page: 1 },
    });
    expect(lastRequest().query).toEqual({ userId: ["u1"], page: ["1"] });
  });
});

describe("createTransport: success bodies", () => {
  it("resolves data of the success envelope by default", async () => {
    server.respond("GET", "/notifications/unread-count", ok({ count: 3 }));
    const transport = createTransport({ baseURL: server.baseURL });
    await expect(transport.request("GET", "/notifications/unread-count")).resolves.toEqual({
      count: 3,
    });
  });

  it("resolves the whole parsed body with envelope: false", async () => {
    const body = { status: "success", token: "jwt", data: { user: { name: "Ana" } } };
    server.respond("POST", "/auth/login", { json: body });
    const transport = createTransport({ baseURL: server.baseURL });
    await expect(
      transport.request("POST", "/auth/login", { body: {}, envelope: false }),
    ).resolves.toEqual(body);
  });

  it("resolves undefined for a 204 and for an empty 200", async () => {
    server.respond("DELETE", "/polls/p1", { status: 204 });
    server.respond("GET", "/auth/logout", { status: 200, body: "" });
    const transport = createTransport({ baseURL: server.baseURL });
    await expect(transport.request("DELETE", "/polls/p1")).resolves.toBeUndefined();
    await expect(transport.request("GET", "/auth/logout")).resolves.toBeUndefined();
  });

  it("resolves undefined for a success envelope without data", async () => {
    server.respond("GET", "/auth/logout", { json: { status: "success" } });
    const transport = createTransport({ baseURL: server.baseURL });
    await expect(transport.request("GET", "/auth/logout")).resolves.toBeUndefined();
  });

  it("parses JSON whatever content-type the server labels it with", async () => {
    server.respond("GET", "/uiconfig/footer-settings", {
      body: JSON.stringify({ status: "success", data: { footerConfig: { year: true } } }),
      headers: { "content-type": "text/plain" },
    });
    const transport = createTransport({ baseURL: server.baseURL });
    await expect(transport.request("GET", "/uiconfig/footer-settings")).resolves.toEqual({
      footerConfig: { year: true },
    });
  });
});
