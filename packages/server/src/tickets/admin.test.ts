import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { openTicket, sampleFile, ticketTableCounts } from "./test-utils/ticketFixtures";

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  owner = await server.signup({ name: "Rosa Martínez" });
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

const ticketState = async (id: string) =>
  (await server.db.query("SELECT status, priority, assignee_id FROM tickets WHERE id = $1", [id]))
    .rows[0];

describe("admin: every ticket, with filters", () => {
  it("lists all users' tickets and filters by status, category, priority, user, assignee and subject", async () => {
    const other = await server.signup();
    const billing = await openTicket(owner.api, {
      subject: "Cobro doble 100%",
      category: "billing",
    });
    const bug = await openTicket(other.api, {
      subject: "La gráfica no carga",
      category: "bug_report",
      priority: "urgent",
    });
    await admin.api.updateTicket(bug._id, { assigneeId: admin.userId, status: "in_progress" });

    const all = await admin.api.listAllTickets();
    expect(all.tickets.map((t) => t._id)).toEqual([bug._id, billing._id]);
    expect(all.pagination.total).toBe(2);
    const ids = async (query: Parameters<typeof admin.api.listAllTickets>[0]) =>
      (await admin.api.listAllTickets(query)).tickets.map((t) => t._id);
    expect(await ids({ category: "bug_report" })).toEqual([bug._id]);
    expect(await ids({ priority: "urgent" })).toEqual([bug._id]);
    expect(await ids({ status: "open" })).toEqual([billing._id]);
    expect(await ids({ userId: owner.userId })).toEqual([billing._id]);
    expect(await ids({ assigneeId: admin.userId })).toEqual([bug._id]);
    expect(await ids({ unassigned: true })).toEqual([billing._id]);
    expect(await ids({ unassigned: false })).toEqual([bug._id]);
    expect(await ids({ search: "gráfica" })).toEqual([bug._id]);
    expect(await ids({ search: "100%" })).toEqual([billing._id]);
    expect(await ids({ search: "%" })).toEqual([billing._id]);
    expect(await ids({ search: "_" })).toEqual([]);
    // Admins read any ticket and its files.
    const withFile = await owner.api.createTicket(
      { subject: "Adjunto", description: "Una captura del error que veo.", category: "technical" },
      [sampleFile("png")],
    );
    expect((await admin.api.getTicket(withFile._id)).user._id).toBe(owner.userId);
    const file = await admin.api.downloadTicketAttachment(withFile.attachments[0]?._id ?? "");
    expect(file.size).toBe(withFile.attachments[0]?.size);
  });
});

describe("admin: assign, status, priority", () => {
  it("assigns to an admin, unassigns, and refuses a non-admin assignee", async () => {
    const ticket = await openTicket(owner.api);
    const assigned = await admin.api.updateTicket(ticket._id, { assigneeId: admin.userId });
    expect(assigned.assignee).toEqual({ _id: admin.userId, name: "Admin Pulso" });
    expect(Date.parse(assigned.updatedAt)).toBeGreaterThanOrEqual(Date.parse(ticket.updatedAt));
    for (const assigneeId of [owner.userId, "no-such-user"]) {
      expect(await failureOf(admin.api.updateTicket(ticket._id, { assigneeId }))).toMatchObject({
        status: 400,
        code: "TICKET_ASSIGNEE_NOT_ADMIN",
      });
    }
    expect((await ticketState(ticket._id))?.assignee_id).toBe(admin.userId);
    const unassigned = await admin.api.updateTicket(ticket._id, { assigneeId: null });
    expect(unassigned.assignee).toBeNull();
  });

  it("moves status along DESIGN §2's path, refuses jumps, and changes priority", async () => {
    const ticket = await openTicket(owner.api, { priority: "low" });
    expect(await failureOf(admin.api.updateTicket(ticket._id, { status: "closed" }))).toMatchObject(
      { status: 400, code: "TICKET_STATUS_TRANSITION_INVALID" },
    );
    expect(await ticketState(ticket._id)).toMatchObject({ status: "open", priority: "low" });

    const path = ["in_progress", "pending_user", "in_progress", "resolved", "closed"] as const;
    for (const status of path) {
      expect((await admin.api.updateTicket(ticket._id, { status })).status).toBe(status);
    }
    const urgent = await admin.api.updateTicket(ticket._id, { priority: "urgent" });
    expect(urgent).toMatchObject({ status: "closed", priority: "urgent" });
    expect(await failureOf(admin.api.updateTicket(ticket._id, { status: "open" }))).toMatchObject({
      status: 400,
      code: "TICKET_STATUS_TRANSITION_INVALID",
    });
    // Nobody replies to a closed ticket.
    expect(
      await failureOf(owner.api.replyToTicket(ticket._id, { content: "¿Hola?" })),
    ).toMatchObject({ status: 409, code: "TICKET_CLOSED" });
    expect(await failureOf(admin.api.replyToTicket(ticket._id, { content: "Hola" }))).toMatchObject(
      { status: 409, code: "TICKET_CLOSED" },
    );
  });
});

describe("replies between the owner and support", () => {
  it("an admin reply is marked admin, starts work on an open ticket and notifies the owner", async () => {
    const ticket = await openTicket(owner.api, { subject: "Retiro bloqueado" });
    server.events.length = 0;
    const answered = await admin.api.replyToTicket(
      ticket._id,
      { content: "Estamos revisando tu retiro." },
      [sampleFile("pdf")],
    );
    expect(answered.status).toBe("in_progress");
    expect(answered.messages.at(-1)).toMatchObject({
      author: "admin",
      authorName: "Admin Pulso",
      content: "Estamos revisando tu retiro.",
    });
    // The owner can download the admin's file too.
    const file = await owner.api.downloadTicketAttachment(
      answered.messages.at(-1)?.attachments[0]?._id ?? "",
    );
    expect(file.size).toBeGreaterThan(0);

    const { notifications } = await owner.api.listNotifications();
    expect(notifications[0]).toMatchObject({
      title: "Nueva respuesta a tu ticket",
      actionUrl: `/support/tickets/${ticket._id}`,
      type: "info",
    });
    expect(notifications[0]?.message).toContain("Retiro bloqueado");
    expect(notifications[0]?.metadata.translations?.en?.title).toBe("New reply to your ticket");
    expect(
      server.events.filter(
        (e) =>
          "userId" in e.to &&
          e.to.userId === owner.userId &&
          e.event.event === "notification_received",
      ),
    ).toHaveLength(1);
    // The admin is not notified of their own reply, and the owner's reply notifies nobody.
    expect((await admin.api.listNotifications()).notifications).toEqual([]);
    await owner.api.replyToTicket(ticket._id, { content: "Gracias." });
    expect((await owner.api.listNotifications()).notifications).toHaveLength(1);
  });

  it("each admin reply notifies again; an owner reply reopens a waiting or resolved ticket", async () => {
    const ticket = await openTicket(owner.api);
    const before = (await owner.api.listNotifications()).notifications.length;
    await admin.api.replyToTicket(ticket._id, { content: "Uno" });
    await admin.api.updateTicket(ticket._id, { status: "pending_user" });
    await admin.api.replyToTicket(ticket._id, { content: "Dos" });
    expect((await owner.api.listNotifications()).notifications).toHaveLength(before + 2);
    expect((await ticketState(ticket._id))?.status).toBe("pending_user");
    expect((await owner.api.replyToTicket(ticket._id, { content: "Aquí está" })).status).toBe(
      "open",
    );
    await admin.api.updateTicket(ticket._id, { status: "in_progress" });
    await admin.api.updateTicket(ticket._id, { status: "resolved" });
    expect((await owner.api.replyToTicket(ticket._id, { content: "Sigue fallando" })).status).toBe(
      "open",
    );
  });

  it("respects an owner who turned ticket notifications off", async () => {
    const quiet = await server.signup();
    await quiet.api.updateNotificationSettings({ tickets: false });
    const ticket = await openTicket(quiet.api);
    await admin.api.replyToTicket(ticket._id, { content: "Respuesta" });
    expect((await quiet.api.listNotifications()).notifications).toEqual([]);
  });
});

describe("admin calls refuse everyone else", () => {
  it("answers 403 to users and 401 to visitors for every admin call, changing nothing", async () => {
    const ticket = await openTicket(owner.api);
    const before = await ticketTableCounts(server.db);
    const state = await ticketState(ticket._id);
    const visitor = server.client();
    for (const [who, api, status] of [
      ["user", owner.api, 403],
      ["visitor", visitor, 401],
    ] as const) {
      expect((await failureOf(api.listAllTickets())).status, who).toBe(status);
      for (const body of [
        { status: "in_progress" as const },
        { priority: "urgent" as const },
        { assigneeId: owner.userId },
      ]) {
        expect((await failureOf(api.updateTicket(ticket._id, body))).status, who).toBe(status);
      }
    }
    expect(await ticketTableCounts(server.db)).toEqual(before);
    expect(await ticketState(ticket._id)).toEqual(state);
  });
});
