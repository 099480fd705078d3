import { failure, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal, testUser } from "../test-utils/renderPortal";
import { recordRequests, sampleTicket, type SentRequest } from "../test-utils/supportFixtures";

// The first page of a file loads its code on a busy machine: give it time.

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The messages tied to a field through aria-describedby. */
const messageFor = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(" ");
};
const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText("Attachments"), { target: { files } });
const file = (name: string, size?: number) => {
  const made = new File(["%PDF-1.4 test"], name);
  if (size !== undefined) Object.defineProperty(made, "size", { value: size });
  return made;
};

async function openForm(path = "/support/create", lang: "en" | "es" = "en") {
  let sent: SentRequest[] = [];
  const created = sampleTicket({ _id: "tk_9", subject: "Card deposit missing" });
  const rendered = renderPortal(path, {
    lang,
    user: testUser(),
    prepare: (api) => {
      sent = recordRequests(api);
      api.on("POST", "/support/tickets", { status: 201, ...success({ ticket: created }) });
      api.on("GET", "/support/tickets/tk_9", success({ ticket: created }));
    },
  });
  return { ...rendered, sent: () => sent };
}

describe("a new ticket", () => {
  it("shows each rule's message before sending: subject, category, description", async () => {
    const { api } = await openForm();
    await screen.findByRole("heading", { level: 1, name: "New support ticket" });
    fireEvent.click(screen.getByRole("button", { name: "Create ticket" }));
    expect(await screen.findByText("Subject must be at least 5 characters.")).toBeTruthy();
    expect(messageFor("Category")).toContain("Please choose a category.");
    expect(messageFor("Description")).toContain("Description must be at least 20 characters.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Subject")));

    type("Subject", "Help!");
    type("Description", "Too short still");
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "billing" } });
    fireEvent.click(screen.getByRole("button", { name: "Create ticket" }));
    await waitFor(() => expect(messageFor("Subject")).toBe(""));
    expect(messageFor("Category")).toBe("");
    expect(messageFor("Description")).toContain("Description must be at least 20 characters.");
    expect(api.calls("POST", "/support/tickets")).toHaveLength(0);
  });

  it("refuses a file of another type, or over 10MB, saying why, and keeps the others", async () => {
    await openForm();
    await screen.findByRole("heading", { level: 1, name: "New support ticket" });
    pick(file("script.exe"), file("huge.png", 10 * 1024 * 1024 + 1), file("ok.txt"));
    expect(messageFor("Attachments")).toContain(
      "script.exe: Attachments must be PDF, DOC, DOCX, TXT, JPG, JPEG, PNG or GIF files.",
    );
    expect(messageFor("Attachments")).toContain(
      "huge.png: Each attachment must be 10MB or smaller.",
    );
    const chosen = screen.getByRole("list", { name: "Chosen files" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("ok.txt")]);
    expect(screen.getByLabelText("Attachments").getAttribute("aria-invalid")).toBe("true");
  });

  it("takes at most five files", async () => {
    await openForm();
    await screen.findByRole("heading", { level: 1, name: "New support ticket" });
    pick(...["a", "b", "c", "d", "e", "f"].map((name) => file(`${name}.pdf`)));
    expect(
      within(screen.getByRole("list", { name: "Chosen files" })).getAllByRole("listitem"),
    ).toHaveLength(5);
    expect(messageFor("Attachments")).toContain("f.pdf: You can attach at most 5 files.");
  });

  it("sends the fields and the chosen files as multipart, then shows the new ticket", async () => {
    const { api, router, sent } = await openForm();
    await screen.findByRole("heading", { level: 1, name: "New support ticket" });
    type("Subject", "Card deposit missing");
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "billing" } });
    fireEvent.change(screen.getByLabelText("Priority"), { target: { value: "urgent" } });
    type("Description", "I paid $20 by card and my balance did not change.");
    pick(file("receipt.pdf"), file("screenshot.png"));
    fireEvent.click(screen.getByRole("button", { name: "Remove screenshot.png" }));
    fireEvent.click(screen.getByRole("button", { name: "Create ticket" }));

    await waitFor(() => expect(router.location.pathname).toBe("/support/tickets/tk_9"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Card deposit missing" }),
    ).toBeTruthy();
    expect(api.calls("POST", "/support/tickets")).toHaveLength(1);
    const form = sent().find((request) => request.method === "POST")?.form;
    expect(form).toBeDefined();
    expect(
      Object.fromEntries([...form!.entries()].filter(([key]) => key !== "attachments")),
    ).toEqual({
      subject: "Card deposit missing",
      category: "billing",
      priority: "urgent",
      description: "I paid $20 by card and my balance did not change.",
    });
    expect(form!.getAll("attachments").map((part) => (part as File).name)).toEqual(["receipt.pdf"]);
  });

  it("sends JSON with the default medium priority when nothing is attached", async () => {
    const { api } = await openForm("/create-ticket");
    await screen.findByRole("heading", { level: 1, name: "New support ticket" });
    type("Subject", "Cannot change my name");
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "account" } });
    type("Description", "The profile page refuses my new last name.");
    fireEvent.click(screen.getByRole("button", { name: "Create ticket" }));
    await waitFor(() => expect(api.calls("POST", "/support/tickets")).toHaveLength(1));
    expect(api.calls("POST", "/support/tickets")[0]?.body).toEqual({
      subject: "Cannot change my name",
      category: "account",
      priority: "medium",
      description: "The profile page refuses my new last name.",
    });
  });

  it("says 'Failed to create ticket' when the server fails, and stays on the form", async () => {
    const { api, router } = await openForm();
    api.on("POST", "/support/tickets", failure(500, "INTERNAL_ERROR"));
    await screen.findByRole("heading", { level: 1, name: "New support ticket" });
    type("Subject", "Card deposit missing");
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "billing" } });
    type("Description", "I paid $20 by card and my balance did not change.");
    fireEvent.click(screen.getByRole("button", { name: "Create ticket" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to create ticket");
    expect(router.location.pathname).toBe("/support/create");
  });

  it("adds the reason when the server refuses a file by its content", async () => {
    const { api } = await openForm();
    api.on("POST", "/support/tickets", failure(400, "ATTACHMENT_TYPE_NOT_ALLOWED"));
    await screen.findByRole("heading", { level: 1, name: "New support ticket" });
    type("Subject", "Card deposit missing");
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "billing" } });
    type("Description", "I paid $20 by card and my balance did not change.");
    pick(file("receipt.pdf"));
    fireEvent.click(screen.getByRole("button", { name: "Create ticket" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to create ticket. Attachments must be PDF, DOC, DOCX, TXT, JPG, JPEG, PNG or GIF files.",
    );
  });

  it.each(["/support/create", "/create-ticket"])("speaks Spanish on %s", async (path) => {
    await openForm(path, "es");
    await screen.findByRole("heading", { level: 1, name: "Nuevo ticket de soporte" });
    for (const label of ["Asunto", "Categoría", "Prioridad", "Descripción", "Adjuntos"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole("button", { name: "Crear ticket" }));
    expect(await screen.findByText("El asunto debe tener al menos 5 caracteres.")).toBeTruthy();
  });
});
