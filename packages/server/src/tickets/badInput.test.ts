import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { openTicket, sampleFile, ticketBody, ticketTableCounts } from "./test-utils/ticketFixtures";

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
let ticketId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  owner = await server.signup();
  ticketId = (await openTicket(owner.api))._id;
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

/** A raw request, for bodies, types and headers the api-client would never send. */
async function raw(
  method: string,
  path: string,
  options: { token?: string; body?: string | FormData; contentType?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentType) headers["content-type"] = options.contentType;
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  const text = await response.text();
  return { status: response.status, code: (JSON.parse(text) as { code?: string }).code };
}

/** Runs every call, expects each to be a 4xx, and checks that no ticket row changed. */
async function expectRefusedUnchanged(
  calls: [string, () => Promise<{ status: number; code?: string }>, string?][],
) {
  const before = await ticketTableCounts(server.db);
  const snapshot = await admin.api.getTicket(ticketId);
  for (const [label, call, code] of calls) {
    const failure = await call();
    expect(failure.status, label).toBeGreaterThanOrEqual(400);
    expect(failure.status, label).toBeLessThan(500);
    if (code) expect(failure.code, label).toBe(code);
  }
  expect(await ticketTableCounts(server.db)).toEqual(before);
  expect(await admin.api.getTicket(ticketId)).toEqual(snapshot);
}

const client = (call: () => Promise<unknown>) => () => failureOf(call());
const json =
  (method: string, path: string, body: unknown, token = owner.token) =>
  () =>
    raw(method, path, { token, body: JSON.stringify(body), contentType: "application/json" });

describe("bad input to the ticket calls: a clear 4xx, nothing changed", () => {
  it("createTicket", async () => {
    const as = (body: Record<string, unknown>) => json("POST", "/support/tickets", body);
    await expectRefusedUnchanged([
      ["missing everything", as({}), "VALIDATION_FAILED"],
      ["short subject", as(ticketBody({ subject: "Hola" })), "SUBJECT_TOO_SHORT"],
      ["blank subject", as(ticketBody({ subject: "       " })), "SUBJECT_TOO_SHORT"],
      ["short description", as(ticketBody({ description: "muy corta" })), "DESCRIPTION_TOO_SHORT"],
      ["no category", as({ ...ticketBody(), category: undefined }), "CATEGORY_REQUIRED"],
      ["wrong category", as(ticketBody({ category: "politics" as never })), "CATEGORY_REQUIRED"],
      ["wrong priority", as(ticketBody({ priority: "critical" as never })), "VALIDATION_FAILED"],
      [
        "wrong types",
        as({ ...ticketBody(), subject: 12345, description: ["x"] }),
        "VALIDATION_FAILED",
      ],
      ["unknown field", as({ ...ticketBody(), status: "closed" }), "VALIDATION_FAILED"],
      ["someone else's id", as({ ...ticketBody(), userId: admin.userId }), "VALIDATION_FAILED"],
      ["huge subject", as(ticketBody({ subject: "x".repeat(201) })), "VALIDATION_FAILED"],
      [
        "oversized body",
        as(ticketBody({ description: "x".repeat(9 * 1024 * 1024) })),
        "PAYLOAD_TOO_LARGE",
      ],
      [
        "not JSON",
        () =>
          raw("POST", "/support/tickets", {
            token: owner.token,
            body: "{subject:",
            contentType: "application/json",
          }),
        "VALIDATION_FAILED",
      ],
      [
        "odd content type",
        () =>
          raw("POST", "/support/tickets", {
            token: owner.token,
            body: "subject=Hola",
            contentType: "application/x-www-form-urlencoded",
          }),
        "UNSUPPORTED_MEDIA_TYPE",
      ],
      [
        "text/plain",
        () =>
          raw("POST", "/support/tickets", {
            token: owner.token,
            body: JSON.stringify(ticketBody()),
            contentType: "text/plain",
          }),
        "VALIDATION_FAILED",
      ],
      [
        "file in another field",
        () => {
          const form = new FormData();
          for (const [key, value] of Object.entries(ticketBody())) form.append(key, String(value));
          form.append("photo", sampleFile("png"));
          return raw("POST", "/support/tickets", { token: owner.token, body: form });
        },
        "VALIDATION_FAILED",
      ],
      [
        "short multipart subject",
        client(() => owner.api.createTicket(ticketBody({ subject: "Hey" }), [sampleFile("pdf")])),
        "SUBJECT_TOO_SHORT",
      ],
      [
        "script as a .png",
        client(() =>
          owner.api.createTicket(ticketBody(), [
            sampleFile(new TextEncoder().encode("<script>alert(1)</script>"), "x.png", "image/png"),
          ]),
        ),
        "ATTACHMENT_TYPE_NOT_ALLOWED",
      ],
      [
        "empty file",
        client(() =>
          owner.api.createTicket(ticketBody(), [sampleFile(new Uint8Array(), "vacio.txt")]),
        ),
        "ATTACHMENT_TYPE_NOT_ALLOWED",
      ],
      ["signed out", client(() => server.client().createTicket(ticketBody())), "UNAUTHENTICATED"],
    ]);
  });

  it("listMyTickets and listAllTickets", async () => {
    const list =
      (query: string, token = owner.token) =>
      () =>
        raw("GET", `/support/tickets${query}`, { token });
    const all = (query: string) => list(query.replace(/^/, "/all"), admin.token);
    await expectRefusedUnchanged([
      ["page 0", list("?page=0"), "VALIDATION_FAILED"],
      ["limit 101", list("?limit=101")],
      ["limit abc", list("?limit=abc"), "VALIDATION_FAILED"],
      ["wrong status", list("?status=paused"), "VALIDATION_FAILED"],
      ["wrong category", list("?category=politics"), "VALIDATION_FAILED"],
      ["wrong priority", list("?priority=critical"), "VALIDATION_FAILED"],
      ["admin filter for users", list(`?userId=${admin.userId}`), "VALIDATION_FAILED"],
      ["unknown filter", list("?sort=oldest"), "VALIDATION_FAILED"],
      ["admin: wrong status", all("?status=paused"), "VALIDATION_FAILED"],
      ["admin: unassigned=maybe", all("?unassigned=maybe"), "VALIDATION_FAILED"],
      ["admin: huge search", all(`?search=${"x".repeat(101)}`), "VALIDATION_FAILED"],
      ["admin: empty search", all("?search="), "VALIDATION_FAILED"],
      ["signed out", client(() => server.client().listMyTickets())],
    ]);
  });

  it("getTicket, replyToTicket and downloadTicketAttachment", async () => {
    const reply = (body: unknown, token = owner.token) =>
      json("POST", `/support/tickets/${ticketId}/messages`, body, token);
    await expectRefusedUnchanged([
      [
        "over-long id",
        () => raw("GET", `/support/tickets/${"x".repeat(65)}`, { token: owner.token }),
        "VALIDATION_FAILED",
      ],
      ["no content", reply({}), "TICKET_MESSAGE_EMPTY"],
      ["blank content", reply({ content: "   " }), "TICKET_MESSAGE_EMPTY"],
      ["content not text", reply({ content: { $ne: 1 } }), "TICKET_MESSAGE_EMPTY"],
      ["content too long", reply({ content: "x".repeat(10_001) }), "VALIDATION_FAILED"],
      ["unknown field", reply({ content: "Hola", author: "admin" }), "VALIDATION_FAILED"],
      [
        "admin: unknown field",
        reply({ content: "Hola", status: "closed" }, admin.token),
        "VALIDATION_FAILED",
      ],
      [
        "odd content type",
        () =>
          raw("POST", `/support/tickets/${ticketId}/messages`, {
            token: owner.token,
            body: "content=hola",
            contentType: "application/x-www-form-urlencoded",
          }),
        "UNSUPPORTED_MEDIA_TYPE",
      ],
      [
        "bad file",
        client(() =>
          owner.api.replyToTicket(ticketId, { content: "Mira" }, [
            sampleFile(new Uint8Array([0x4d, 0x5a, 0, 0]), "a.pdf"),
          ]),
        ),
        "ATTACHMENT_TYPE_NOT_ALLOWED",
      ],
      [
        "six files",
        client(() =>
          owner.api.replyToTicket(
            ticketId,
            { content: "Mira" },
            Array.from({ length: 6 }, () => sampleFile("txt")),
          ),
        ),
        "TOO_MANY_ATTACHMENTS",
      ],
      [
        "no such ticket",
        client(() => owner.api.replyToTicket("no-such-ticket", { content: "Hola" })),
        "TICKET_NOT_FOUND",
      ],
      [
        "no such attachment",
        client(() => owner.api.downloadTicketAttachment("no-such-file")),
        "NOT_FOUND",
      ],
      [
        "signed out",
        client(() => server.client().replyToTicket(ticketId, { content: "Hola" })),
        "UNAUTHENTICATED",
      ],
    ]);
  });

  it("updateTicket (admin)", async () => {
    const update = (body: unknown) =>
      json("PATCH", `/support/tickets/${ticketId}`, body, admin.token);
    await expectRefusedUnchanged([
      ["nothing to change", update({}), "VALIDATION_FAILED"],
      ["wrong status", update({ status: "paused" }), "VALIDATION_FAILED"],
      ["wrong priority", update({ priority: "critical" }), "VALIDATION_FAILED"],
      ["assignee not a string", update({ assigneeId: 42 }), "VALIDATION_FAILED"],
      ["unknown field", update({ status: "in_progress", subject: "Nuevo" }), "VALIDATION_FAILED"],
      ["skipping ahead", update({ status: "resolved" }), "TICKET_STATUS_TRANSITION_INVALID"],
      ["user as assignee", update({ assigneeId: owner.userId }), "TICKET_ASSIGNEE_NOT_ADMIN"],
      [
        "script as assignee",
        update({ assigneeId: "<script>alert(1)</script>" }),
        "TICKET_ASSIGNEE_NOT_ADMIN",
      ],
      [
        "no such ticket",
        () =>
          raw("PATCH", "/support/tickets/nope", {
            token: admin.token,
            body: JSON.stringify({ status: "in_progress" }),
            contentType: "application/json",
          }),
        "TICKET_NOT_FOUND",
      ],
      [
        "multipart",
        () => {
          const form = new FormData();
          form.append("status", "in_progress");
          return raw("PATCH", `/support/tickets/${ticketId}`, { token: admin.token, body: form });
        },
        "UNSUPPORTED_MEDIA_TYPE",
      ],
    ]);
  });

  it("stores script payloads as plain text, never as markup", async () => {
    const script = `<img src=x onerror="alert(1)"><script>fetch('/api/v1/users/me')</script>`;
    const ticket = await owner.api.createTicket(
      ticketBody({ subject: script, description: `${script} ${script}` }),
    );
    expect(ticket.subject).toBe(script);
    const response = await fetch(`${server.baseURL}/support/tickets/${ticket._id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});
