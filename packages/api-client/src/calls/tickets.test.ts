import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "../createApiClient";
import { createRecordingServer } from "../test-utils/recordingServer";

const server = createRecordingServer();
beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => server.reset());

const client = () => createApiClient({ baseURL: server.baseURL, token: "tok" });
const attachment = {
  _id: "a_1",
  filename: "recibo.pdf",
  contentType: "application/pdf",
  size: 9,
  url: "/api/v1/support/tickets/attachments/a_1",
};
const ticket = {
  _id: "t_1",
  attachments: [attachment],
  messages: [{ _id: "m_1", attachments: [attachment] }],
};

describe("ticket calls", () => {
  it("open a ticket as multipart with the fields and each file in `attachments`", async () => {
    server.respond("POST", "/support/tickets", { json: { status: "success", data: { ticket } } });
    const created = await client().createTicket(
      { subject: "No puedo retirar", description: "x".repeat(20), category: "billing" },
      [new File(["%PDF-1.4"], "recibo.pdf", { type: "application/pdf" })],
    );
    const request = server.requests[0]!;
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.rawBody).toContain('name="subject"');
    expect(request.rawBody).toContain('name="attachments"; filename="recibo.pdf"');
    expect(created.attachments[0]?.url).toBe(`${server.origin}${attachment.url}`);
    expect(created.messages[0]?.attachments[0]?.url).toBe(`${server.origin}${attachment.url}`);
  });

  it("download an attachment as a Blob, and a refusal as an ApiError", async () => {
    server.respond("GET", "/support/tickets/attachments/a_1", {
      body: "%PDF-1.4 hola",
      headers: { "content-type": "application/pdf" },
    });
    const file = await client().downloadTicketAttachment("a_1");
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe("%PDF-1.4 hola");
    server.respond("GET", "/support/tickets/attachments/a_2", {
      status: 404,
      json: { status: "fail", code: "NOT_FOUND", message: "Not found" },
    });
    await expect(client().downloadTicketAttachment("a_2")).rejects.toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
  });
});
