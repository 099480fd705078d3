import { MAX_ATTACHMENT_BYTES } from "@pulso/core";
import { ATTACHMENT_IMPOSTORS, ATTACHMENT_SAMPLES } from "@pulso/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { openTicket, sampleFile, ticketBody, ticketTableCounts } from "./test-utils/ticketFixtures";

let server: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
let stranger: Awaited<ReturnType<TestServer["signup"]>>;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signup({ name: "Rosa Martínez" });
  stranger = await server.signup({ name: "Otro Lector" });
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

describe("opening a ticket", () => {
  it("without attachments: open, with the owner, no assignee and an empty thread", async () => {
    const ticket = await owner.api.createTicket(ticketBody({ priority: undefined }));
    expect(ticket).toMatchObject({
      user: { _id: owner.userId, name: "Rosa Martínez" },
      subject: "No puedo retirar mi saldo",
      category: "billing",
      priority: "medium",
      status: "open",
      assignee: null,
      attachments: [],
      messages: [],
      messageCount: 0,
    });
    expect(ticket.createdAt).toBe(ticket.updatedAt);
  });

  it("with one file of every accepted type, each recognised by its bytes", async () => {
    const kinds = Object.keys(ATTACHMENT_SAMPLES) as (keyof typeof ATTACHMENT_SAMPLES)[];
    for (const kind of kinds) {
      // The declared type is deliberately wrong: only the bytes count.
      const ticket = await owner.api.createTicket(ticketBody(), [sampleFile(kind)]);
      expect(ticket.attachments, kind).toHaveLength(1);
      const [attachment] = ticket.attachments;
      expect(attachment?.filename).toBe(ATTACHMENT_SAMPLES[kind].name);
      expect(attachment?.size).toBe(ATTACHMENT_SAMPLES[kind].bytes.length);
      const file = await owner.api.downloadTicketAttachment(attachment?._id ?? "");
      expect(
        Buffer.from(await file.arrayBuffer()).equals(Buffer.from(ATTACHMENT_SAMPLES[kind].bytes)),
      ).toBe(true);
    }
  });

  it("with several files at once, up to five", async () => {
    const ticket = await owner.api.createTicket(ticketBody(), [
      sampleFile("pdf"),
      sampleFile("png"),
      sampleFile("docx"),
      sampleFile("txt"),
      sampleFile("gif"),
    ]);
    expect(ticket.attachments.map((a) => a.contentType)).toEqual([
      "application/pdf",
      "image/png",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "text/plain; charset=utf-8",
      "image/gif",
    ]);
  });

  it("refuses a program or a web page renamed .pdf or .png, and stores nothing", async () => {
    const before = await ticketTableCounts(server.db);
    for (const [bytes, name] of [
      [ATTACHMENT_IMPOSTORS.exe, "factura.pdf"],
      [ATTACHMENT_IMPOSTORS.exe, "captura.png"],
      [ATTACHMENT_IMPOSTORS.html, "factura.pdf"],
      [ATTACHMENT_IMPOSTORS.html, "captura.png"],
      [ATTACHMENT_IMPOSTORS.elf, "notas.txt"],
      [ATTACHMENT_IMPOSTORS.zip, "informe.docx"],
      [ATTACHMENT_IMPOSTORS.cfb, "carta.doc"],
      [ATTACHMENT_SAMPLES.jpg.bytes, "captura.png"],
      [ATTACHMENT_SAMPLES.pdf.bytes, "factura.exe"],
      [ATTACHMENT_IMPOSTORS.html, "pagina.html"],
      [ATTACHMENT_SAMPLES.pdf.bytes, "sin-extension"],
    ] as const) {
      const failure = await failureOf(
        owner.api.createTicket(ticketBody(), [sampleFile(bytes, name, "application/pdf")]),
      );
      expect(failure, name).toMatchObject({ status: 400, code: "ATTACHMENT_TYPE_NOT_ALLOWED" });
    }
    // A good file beside a bad one: the whole ticket is refused.
    const mixed = await failureOf(
      owner.api.createTicket(ticketBody(), [
        sampleFile("pdf"),
        sampleFile(ATTACHMENT_IMPOSTORS.exe, "otro.pdf"),
      ]),
    );
    expect(mixed.code).toBe("ATTACHMENT_TYPE_NOT_ALLOWED");
    expect(await ticketTableCounts(server.db)).toEqual(before);
  });

  it("refuses a file over 10 MB and a sixth file, and stores nothing", async () => {
    const before = await ticketTableCounts(server.db);
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x61);
    const tooBig = await failureOf(
      owner.api.createTicket(ticketBody(), [sampleFile(big, "largo.txt", "text/plain")]),
    );
    expect(tooBig).toMatchObject({ status: 413, code: "ATTACHMENT_TOO_LARGE" });
    const huge = Buffer.alloc(MAX_ATTACHMENT_BYTES + 64 * 1024, 0x61);
    const tooHuge = await failureOf(
      owner.api.createTicket(ticketBody(), [sampleFile(huge, "largo.txt", "text/plain")]),
    );
    expect(tooHuge).toMatchObject({ status: 413, code: "ATTACHMENT_TOO_LARGE" });
    const six = Array.from({ length: 6 }, () => sampleFile("txt"));
    const tooMany = await failureOf(owner.api.createTicket(ticketBody(), six));
    expect(tooMany).toMatchObject({ status: 400, code: "TOO_MANY_ATTACHMENTS" });
    expect(tooMany.message).toContain("5");
    expect(await ticketTableCounts(server.db)).toEqual(before);
    // Exactly 10 MB is allowed.
    const limit = Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x61);
    const ok = await owner.api.createTicket(ticketBody(), [sampleFile(limit, "justo.txt")]);
    expect(ok.attachments[0]?.size).toBe(MAX_ATTACHMENT_BYTES);
  });
});

describe("the owner's tickets and thread", () => {
  it("lists only the owner's tickets, newest activity first, with filters and pages", async () => {
    const reader = await server.signup();
    const first = await openTicket(reader.api, { subject: "Primero", category: "account" });
    const second = await openTicket(reader.api, { subject: "Segundo", category: "technical" });
    await openTicket(stranger.api, { subject: "Ajeno" });

    const all = await reader.api.listMyTickets();
    expect(all.tickets.map((t) => t.subject)).toEqual(["Segundo", "Primero"]);
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1, hasMore: false });

    await reader.api.replyToTicket(first._id, { content: "¿Alguna novedad?" });
    const afterReply = await reader.api.listMyTickets();
    expect(afterReply.tickets.map((t) => t.subject)).toEqual(["Primero", "Segundo"]);
    expect(afterReply.tickets[0]?.messageCount).toBe(1);

    const technical = await reader.api.listMyTickets({ category: "technical" });
    expect(technical.tickets.map((t) => t._id)).toEqual([second._id]);
    expect((await reader.api.listMyTickets({ status: "closed" })).tickets).toEqual([]);
    const paged = await reader.api.listMyTickets({ page: 2, limit: 1 });
    expect(paged.tickets.map((t) => t.subject)).toEqual(["Segundo"]);
    expect(paged.pagination).toMatchObject({ total: 2, totalPages: 2, hasMore: false });
  });

  it("keeps the thread in order, with each reply's files, exactly as typed", async () => {
    const ticket = await openTicket(owner.api);
    await owner.api.replyToTicket(ticket._id, { content: "Adjunto el recibo." }, [
      sampleFile("pdf"),
    ]);
    const script = "<script>alert('x')</script> & <b>hola</b>";
    const detail = await owner.api.replyToTicket(ticket._id, { content: script });
    expect(detail.messages.map((m) => [m.author, m.content])).toEqual([
      ["user", "Adjunto el recibo."],
      ["user", script],
    ]);
    expect(detail.messages[0]?.attachments.map((a) => a.filename)).toEqual(["recibo.pdf"]);
    expect(detail.messages[0]?.authorName).toBe("Rosa Martínez");
    expect(await owner.api.getTicket(ticket._id)).toEqual(detail);
  });

  it("serves a download as an attachment with a safe name, its checked type and nosniff", async () => {
    const ticket = await owner.api.createTicket(ticketBody(), [
      sampleFile(ATTACHMENT_SAMPLES.txt.bytes, '../../etc/"pass"\r\nX-Evil: 1.txt', "text/html"),
    ]);
    const attachment = ticket.attachments[0];
    expect(attachment?.filename).not.toMatch(/[/\\"\r\n]/);
    expect(attachment?.filename).toMatch(/X-Evil_ 1\.txt$/);
    const response = await fetch(attachment?.url ?? "", {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''/,
    );
    expect(response.headers.get("x-evil")).toBeNull();
    expect(response.headers.get("cache-control")).toContain("no-store");
  });
});

describe("privacy: another user's ticket does not exist for them", () => {
  it("answers 404 for the ticket, its reply and its files, and changes nothing", async () => {
    const ticket = await owner.api.createTicket(ticketBody(), [sampleFile("png")]);
    const attachmentId = ticket.attachments[0]?._id ?? "";
    const before = await ticketTableCounts(server.db);

    expect(await failureOf(stranger.api.getTicket(ticket._id))).toMatchObject({
      status: 404,
      code: "TICKET_NOT_FOUND",
    });
    expect(await failureOf(stranger.api.getTicket("no-such-ticket"))).toMatchObject({
      status: 404,
      code: "TICKET_NOT_FOUND",
    });
    expect(
      await failureOf(stranger.api.replyToTicket(ticket._id, { content: "Hola" })),
    ).toMatchObject({ status: 404, code: "TICKET_NOT_FOUND" });
    expect(await failureOf(stranger.api.downloadTicketAttachment(attachmentId))).toMatchObject({
      status: 404,
    });
    expect((await stranger.api.listMyTickets()).tickets.some((t) => t._id === ticket._id)).toBe(
      false,
    );
    expect(await ticketTableCounts(server.db)).toEqual(before);

    // Signed out: 401, and no file without a session.
    expect((await failureOf(server.client().getTicket(ticket._id))).status).toBe(401);
    expect((await fetch(ticket.attachments[0]?.url ?? "")).status).toBe(401);
  });
});
