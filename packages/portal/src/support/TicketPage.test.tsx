import { failure, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { renderLivePortal } from "../test-utils/renderLivePortal";
import { renderPortal, testUser } from "../test-utils/renderPortal";
import {
  recordRequests,
  sampleAttachment,
  sampleTicket,
  sampleTicketMessage,
  type SentRequest,
} from "../test-utils/supportFixtures";

// The first page of a file loads its code on a busy machine: give it time.

afterEach(cleanup);

const THREAD = sampleTicket({
  status: "in_progress",
  assignee: { _id: "u_admin", name: "Carla Soporte" },
  attachments: [sampleAttachment()],
  messages: [
    sampleTicketMessage(),
    sampleTicketMessage({
      _id: "msg_2",
      author: "user",
      authorName: "Ana Pérez",
      content: "Here is the bank statement.",
      createdAt: "2026-11-02T10:00:00.000Z",
    }),
  ],
  messageCount: 2,
});

function openTicket(path: string, ticket = THREAD, lang: "en" | "es" = "en") {
  let sent: SentRequest[] = [];
  const rendered = renderPortal(path, {
    lang,
    user: testUser(),
    prepare: (api) => {
      sent = recordRequests(api);
      api.on("GET", `/support/tickets/${ticket._id}`, success({ ticket }));
    },
  });
  return { ...rendered, sent: () => sent };
}

/** The thread's entries, each as "who: what". */
const thread = (name = "Conversation") =>
  within(screen.getByRole("region", { name }))
    .getAllByRole("listitem")
    .filter((item) => item.hasAttribute("data-author"))
    .map((item) => `${item.getAttribute("data-author")}: ${item.textContent}`);

describe("a ticket", () => {
  it.each(["/support/tickets/tk_1", "/ticket-detail/tk_1"])(
    "shows its facts and its thread, the user's and the support team's, on %s",
    async (path) => {
      openTicket(path);
      await screen.findByRole("heading", { level: 1, name: "Deposit not credited" });
      const facts = Object.fromEntries(
        screen
          .getAllByRole("term")
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(facts).toMatchObject({
        Status: "In progress",
        Priority: "High",
        Category: "Billing",
        "Assigned to": "Carla Soporte",
      });
      expect(facts.Created).toMatch(/Nov 1, 2026/);
      expect(facts.Updated).toMatch(/Nov 2, 2026/);
      const entries = thread();
      expect(entries).toHaveLength(3);
      expect(entries[0]).toMatch(/^user: Ana Pérez \(You\).*I paid by card yesterday/);
      expect(entries[0]).toContain("Download receipt.pdf (2 KB)");
      expect(entries[1]).toMatch(/^admin: Carla Soporte \(Support team\).*looking into it/);
      expect(entries[2]).toMatch(/^user: Ana Pérez \(You\).*bank statement/);
    },
  );

  it("downloads an attachment through the API", async () => {
    // jsdom has no object URLs: stand in for the browser's, for this test only.
    const saved = vi.fn(() => "blob:receipt");
    Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    const { api } = openTicket("/support/tickets/tk_1");
    api.on("GET", "/support/tickets/attachments/att_1", { body: "%PDF-1.4" });
    const link = await screen.findByRole("link", { name: "Download receipt.pdf (2 KB)" });
    expect(link.getAttribute("download")).toBe("receipt.pdf");
    fireEvent.click(link);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(api.calls("GET", "/support/tickets/attachments/att_1")).toHaveLength(1);
  });

  it("sends a reply with its file, and shows it in the thread", async () => {
    const { api, sent } = openTicket("/support/tickets/tk_1");
    const replied = sampleTicket({
      ...THREAD,
      status: "open",
      messages: [
        ...THREAD.messages,
        sampleTicketMessage({
          _id: "msg_3",
          author: "user",
          authorName: "Ana Pérez",
          content: "Any news?",
          attachments: [sampleAttachment({ _id: "att_2", filename: "photo.png", size: 300 })],
        }),
      ],
    });
    api.on("POST", "/support/tickets/tk_1/messages", {
      status: 201,
      ...success({ ticket: replied }),
    });
    await screen.findByRole("heading", { level: 1, name: "Deposit not credited" });
    fireEvent.change(screen.getByLabelText("Your reply"), { target: { value: "  Any news?  " } });
    fireEvent.change(screen.getByLabelText("Attachments"), {
      target: { files: [new File(["png"], "photo.png")] },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));

    expect(await screen.findByText("Message sent.")).toBeTruthy();
    // The thread re-renders as a transition (useQuery): it may land just after the notice.
    await waitFor(() =>
      expect(thread().at(-1)).toMatch(/^user: Ana Pérez \(You\).*Any news\?.*photo\.png/),
    );
    const form = sent().find((request) => request.method === "POST")?.form;
    expect(form?.get("content")).toBe("Any news?");
    expect(form?.getAll("attachments").map((part) => (part as File).name)).toEqual(["photo.png"]);
    expect((screen.getByLabelText("Your reply") as HTMLTextAreaElement).value).toBe("");
    expect(screen.queryByRole("list", { name: "Chosen files" })).toBeNull();
    expect(screen.getByText("Open", { selector: ".portal-support-badge" })).toBeTruthy();
  });

  it("asks for a message before sending a reply", async () => {
    const { api } = openTicket("/support/tickets/tk_1");
    fireEvent.click(await screen.findByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Write a message before sending.")).toBeTruthy();
    expect(api.calls("POST", "/support/tickets/tk_1/messages")).toHaveLength(0);
  });

  it("says 'Failed to send message' when the reply fails, keeping what was written", async () => {
    const { api } = openTicket("/support/tickets/tk_1");
    api.on("POST", "/support/tickets/tk_1/messages", failure(500, "INTERNAL_ERROR"));
    fireEvent.change(await screen.findByLabelText("Your reply"), {
      target: { value: "Any news?" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to send message");
    expect((screen.getByLabelText("Your reply") as HTMLTextAreaElement).value).toBe("Any news?");
  });

  it("takes no replies once closed, and says so", async () => {
    openTicket("/support/tickets/tk_1", sampleTicket({ status: "closed" }));
    await screen.findByRole("heading", { level: 1, name: "Deposit not credited" });
    expect(screen.getByText(/This ticket is closed and takes no more replies/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "open a new ticket" }).getAttribute("href")).toBe(
      "/support/create",
    );
    expect(screen.queryByRole("button", { name: "Send reply" })).toBeNull();
    expect(screen.queryByLabelText("Your reply")).toBeNull();
  });

  it("says 'Ticket not found' for a 404", async () => {
    renderPortal("/support/tickets/nope", {
      lang: "en",
      user: testUser(),
      prepare: (api) => api.on("GET", "/support/tickets/nope", failure(404, "TICKET_NOT_FOUND")),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Ticket not found" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });

  it("says 'Failed to load ticket' for any other failure, with a retry", async () => {
    const { api } = renderPortal("/ticket-detail/tk_1", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => fake.on("GET", "/support/tickets/tk_1", failure(500, "INTERNAL_ERROR")),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Failed to load ticket" }),
    ).toBeTruthy();
    api.on("GET", "/support/tickets/tk_1", success({ ticket: THREAD }));
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Deposit not credited" }),
    ).toBeTruthy();
  });

  it("shows support's reply as soon as it arrives, without a reload", async () => {
    const live = renderLivePortal("/support/tickets/tk_1", {
      lang: "en",
      user: testUser(),
      prepare: (api) => api.on("GET", "/support/tickets/tk_1", success({ ticket: THREAD })),
    });
    onTestFinished(() => live.dispose());
    await screen.findByRole(
      "heading",
      { level: 1, name: "Deposit not credited" },
      { timeout: 10_000 },
    );
    expect(thread()).toHaveLength(3);
    await waitFor(() => expect(live.sockets.sockets.length).toBeGreaterThan(0));
    const socket = live.sockets.latest();
    act(() => socket.open());

    live.api.on(
      "GET",
      "/support/tickets/tk_1",
      success({
        ticket: sampleTicket({
          ...THREAD,
          messages: [
            ...THREAD.messages,
            sampleTicketMessage({
              _id: "msg_3",
              content: "We found your deposit.",
              createdAt: "2026-11-02T11:00:00.000Z",
            }),
          ],
          messageCount: 3,
        }),
      }),
    );
    act(() =>
      socket.receive({
        event: "notification_received",
        userId: "u_1",
        notification: {
          _id: "n_5",
          title: "New reply to your ticket",
          message: 'Support replied to "Deposit not credited".',
          type: "info",
          actionUrl: "/support/tickets/tk_1",
        },
      }),
    );
    await waitFor(() => expect(thread().at(-1)).toMatch(/^admin: .*We found your deposit\./));
    expect(thread()).toHaveLength(4);
  });

  it("speaks Spanish", async () => {
    openTicket("/ticket-detail/tk_1", THREAD, "es");
    await screen.findByRole("heading", { level: 1, name: "Deposit not credited" });
    expect(thread("Conversación")[1]).toMatch(/^admin: Carla Soporte \(Equipo de soporte\)/);
    expect(screen.getByLabelText("Tu respuesta")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enviar respuesta" })).toBeTruthy();
    expect(screen.getByText("En curso")).toBeTruthy();
  });
});
