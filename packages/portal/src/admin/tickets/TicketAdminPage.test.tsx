import { success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminPage, adminTicket } from "../../test-utils/adminSamples";
import { renderPortal, testUser } from "../../test-utils/renderPortal";

afterEach(cleanup);

const admin = testUser({ _id: "u_admin", role: "admin", name: "Admin Ana" });
const ticket = adminTicket();
const urgent = adminTicket({
  _id: "t_2",
  subject: "Cannot log in",
  priority: "urgent",
  status: "in_progress",
  assignee: { _id: "u_admin", name: "Admin Ana" },
});

function renderTickets(path: string, lang: "en" | "es" = "en") {
  return renderPortal(path, {
    lang,
    user: admin,
    prepare: (api) => {
      api.on(
        "GET",
        "/support/tickets/all",
        success({ tickets: [ticket, urgent], pagination: adminPage(2) }),
      );
      api.on("GET", "/support/tickets/t_1", success({ ticket }));
      api.on("POST", "/support/tickets/t_1/messages", (request) =>
        success({
          ticket: {
            ...ticket,
            messages: [
              ...ticket.messages,
              {
                _id: "tm_2",
                author: "admin",
                authorName: "Admin Ana",
                content: (request.body as { content: string }).content,
                attachments: [],
                createdAt: "2026-11-21T10:00:00.000Z",
              },
            ],
          },
        }),
      );
      api.on("PATCH", "/support/tickets/t_1", (request) =>
        success({ ticket: { ...ticket, ...(request.body as object) } }),
      );
    },
  });
}

describe("the admin tickets screens", () => {
  it("lists every ticket and filters by status, priority and category", async () => {
    const { pulso } = renderTickets("/admin/tickets");
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("link", { name: "Deposit missing" })).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Cannot log in" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "in_progress" } });
    fireEvent.change(screen.getByLabelText("Priority"), { target: { value: "urgent" } });
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "account" } });
    await waitFor(() => {
      const keys = pulso.queryClient
        .getQueryCache()
        .findAll({ queryKey: ["tickets", "all"] })
        .map((query) => query.queryKey[2]);
      expect(keys).toContainEqual({
        page: 1,
        status: "in_progress",
        priority: "urgent",
        category: "account",
      });
    });
  });

  it("replies on the thread and shows the reply", async () => {
    const { api } = renderTickets("/admin/tickets/t_1");
    expect(await screen.findByRole("heading", { level: 1, name: "Deposit missing" })).toBeTruthy();
    expect(screen.getByText("It has been two days.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Write a message before sending.")).toBeTruthy();
    expect(api.calls("POST", "/support/tickets/t_1/messages")).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Reply"), {
      target: { value: "We found it; it is credited now." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Reply sent.")).toBeTruthy();
    expect(api.calls("POST", "/support/tickets/t_1/messages").map((call) => call.body)).toEqual([
      { content: "We found it; it is credited now." },
    ]);
    expect(await screen.findByText("We found it; it is credited now.")).toBeTruthy();
    expect((screen.getByLabelText("Reply") as HTMLTextAreaElement).value).toBe("");
  });

  it("changes status and priority, and assigns the ticket to the admin", async () => {
    const { api } = renderTickets("/admin/tickets/t_1");
    await screen.findByRole("heading", { level: 1, name: "Deposit missing" });
    const status = screen.getByLabelText("Status");
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Open", "In progress"]);
    fireEvent.change(status, { target: { value: "in_progress" } });
    fireEvent.change(screen.getByLabelText("Priority"), { target: { value: "high" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Ticket updated.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Assign to me" }));
    expect(await screen.findByText("Ticket assigned to you.")).toBeTruthy();
    expect(api.calls("PATCH", "/support/tickets/t_1").map((call) => call.body)).toEqual([
      { status: "in_progress", priority: "high" },
      { assigneeId: "u_admin" },
    ]);
  });

  it("takes no replies on a closed ticket", async () => {
    renderPortal("/admin/tickets/t_1", {
      lang: "en",
      user: admin,
      prepare: (api) =>
        api.on("GET", "/support/tickets/t_1", success({ ticket: { ...ticket, status: "closed" } })),
    });
    await screen.findByRole("heading", { level: 1, name: "Deposit missing" });
    expect(screen.getByText("The ticket is closed: it takes no more replies.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send reply" })).toBeNull();
  });

  it("shows the thread controls in Spanish", async () => {
    renderTickets("/admin/tickets/t_1", "es");
    await screen.findByRole("heading", { level: 1, name: "Deposit missing" });
    expect(screen.getByLabelText("Respuesta")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enviar respuesta" })).toBeTruthy();
  });
});
