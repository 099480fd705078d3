import type { CreatePublisherBody, Language, Publisher } from "@pulso/core";
import { failure, success, type FakeResponse } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { samplePublisher } from "../test-utils/publisherFixtures";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

const admin = testUser({ role: "admin", name: "Admin" });
const LIST = "/admin/publishers";
const ONE = "/admin/publishers/p1";

const refusal = (status: number, code: string, details?: unknown): FakeResponse => ({
  status,
  body: { status: "fail", code, message: code, ...(details ? { details } : {}) },
});

/**
 * Renders an admin screen over a fake server that keeps its publishers as the real one does;
 * `payouts` answers the payout calls in turn (then a success).
 */
function renderAdmin(
  path: string,
  options: { lang?: Language; publishers?: Publisher[]; payouts?: FakeResponse[] } = {},
) {
  let publishers = options.publishers ?? [
    samplePublisher(),
    samplePublisher({
      id: "p2",
      name: "La Voz del Sur",
      status: "pending",
      origins: [],
      sharePercent: 0,
      balance: 0,
      paidOut: 0,
      members: [],
    }),
  ];
  const payouts = [...(options.payouts ?? [])];
  const replace = (next: Publisher) => {
    publishers = publishers.map((one) => (one.id === next.id ? next : one));
    return success({ publisher: next });
  };
  const p1 = () => publishers.find((one) => one.id === "p1")!;
  return renderPortal(path, {
    lang: options.lang ?? "en",
    user: admin,
    prepare: (api) => {
      api.on("GET", LIST, () => success({ publishers }));
      api.on("POST", LIST, (request) => {
        const body = request.body as Required<CreatePublisherBody>;
        if (body.origins.includes("https://taken.example")) {
          return refusal(409, "ORIGIN_TAKEN", {
            path: `origins.${body.origins.indexOf("https://taken.example")}`,
          });
        }
        const created = samplePublisher({
          ...body,
          id: "p3",
          status: "pending",
          balance: 0,
          paidOut: 0,
          members: [],
        });
        publishers = [...publishers, created];
        return success({ publisher: created });
      });
      api.on("PATCH", ONE, (request) => replace({ ...p1(), ...(request.body as object) }));
      api.on("POST", `${ONE}/members`, (request) => {
        const { email } = request.body as { email: string };
        if (email !== "luis@example.com") return refusal(404, "USER_NOT_FOUND");
        return replace({
          ...p1(),
          members: [...p1().members, { userId: "u_9", username: "luis", email }],
        });
      });
      api.on("DELETE", `${ONE}/members/u_7`, () =>
        replace({ ...p1(), members: p1().members.filter((member) => member.userId !== "u_7") }),
      );
      api.on("POST", `${ONE}/payouts`, (request) => {
        const next = payouts.shift();
        if (next) return next;
        const { amount } = request.body as { amount: number };
        return replace({ ...p1(), balance: p1().balance - amount, paidOut: p1().paidOut + amount });
      });
    },
  });
}

const change = (scope: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const messagesOf = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent);
const row = async (name: string) =>
  (await screen.findByRole("rowheader", { name })).closest("tr") as HTMLElement;

describe("the admin's publishers list", () => {
  it("lists each publisher's status in words, sites, share, balance and members", async () => {
    renderAdmin("/admin/publishers");
    expect(await screen.findByRole("heading", { level: 1, name: "Publishers" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Administration" });
    expect(within(nav).getByRole("link", { name: "Publishers" }).getAttribute("href")).toBe(
      "/admin/publishers",
    );
    const table = await screen.findByRole("table", { name: "Publishers" });
    for (const name of ["Publisher", "Status", "Sites", "Share", "Balance", "Members"]) {
      expect(within(table).getByRole("columnheader", { name })).toBeTruthy();
    }
    const norte = await row("Diario Norte");
    expect(within(norte).getByText("Active")).toBeTruthy();
    expect(within(norte).getByText("https://www.diarionorte.example")).toBeTruthy();
    expect(within(norte).getByRole("cell", { name: "12.5%" })).toBeTruthy();
    expect(within(norte).getByRole("cell", { name: "$84.20" })).toBeTruthy();
    expect(within(norte).getByRole("cell", { name: "1" })).toBeTruthy();
    expect(within(norte).getByRole("link", { name: "Diario Norte" }).getAttribute("href")).toBe(
      "/admin/publishers/p1",
    );
    const sur = await row("La Voz del Sur");
    expect(within(sur).getByText("Pending")).toBeTruthy();
    expect(within(sur).getByText("No sites")).toBeTruthy();
  });

  it("checks a new publisher's fields by the field before sending, then creates it pending", async () => {
    const { api } = renderAdmin("/admin/publishers");
    fireEvent.click(await screen.findByRole("button", { name: "New publisher" }));
    const form = screen.getByRole("region", { name: "New publisher" });
    change(form, "Sites (origins)", "https://ok.example\nhttps://bad.example/news");
    change(form, "Revenue share (%)", "60");
    fireEvent.click(within(form).getByRole("button", { name: "Create publisher" }));
    const name = within(form).getByLabelText("Publisher name");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(messagesOf(name)).toContain("Enter a name.");
    expect(messagesOf(within(form).getByLabelText("Sites (origins)"))).toContain(
      "Line 2: Write each site as its origin only, like https://www.example.com (no path).",
    );
    expect(messagesOf(within(form).getByLabelText("Revenue share (%)"))).toContain(
      "The revenue share must be between 0% and 50%, with at most two decimals.",
    );
    expect(api.calls("POST", LIST)).toHaveLength(0);

    change(form, "Publisher name", "El Eco");
    change(form, "Contact e-mail", "web@eco.example");
    change(form, "Default language", "en");
    change(form, "Default theme", "light");
    change(form, "Sites (origins)", " https://eco.example \n\nhttps://www.eco.example/");
    change(form, "Revenue share (%)", "7.25");
    fireEvent.click(within(form).getByRole("button", { name: "Create publisher" }));
    const done = await screen.findByText(
      "Publisher “El Eco” created; it stays pending until you approve it.",
    );
    await waitFor(() => expect(done.parentElement!.contains(document.activeElement)).toBe(true));
    expect(api.calls("POST", LIST).map((call) => call.body)).toEqual([
      {
        name: "El Eco",
        contactEmail: "web@eco.example",
        defaultLanguage: "en",
        defaultTheme: "light",
        origins: ["https://eco.example", "https://www.eco.example/"],
        sharePercent: 7.25,
      },
    ]);
    expect(screen.queryByRole("region", { name: "New publisher" })).toBeNull();
    expect(within(await row("El Eco")).getByText("Pending")).toBeTruthy();
  });

  it.each([
    ["en", "Sites (origins)", "Line 2: Another publisher already registered this site."],
    ["es", "Sitios (orígenes)", "Línea 2: Otro medio ya registró este sitio."],
  ] as const)(
    "shows a site another publisher holds by its field (%s)",
    async (lang, label, text) => {
      const { api } = renderAdmin("/admin/publishers", { lang });
      fireEvent.click(
        await screen.findByRole("button", {
          name: lang === "es" ? "Nuevo medio" : "New publisher",
        }),
      );
      const form = screen.getByRole("region", {
        name: lang === "es" ? "Nuevo medio" : "New publisher",
      });
      change(form, lang === "es" ? "Nombre del medio" : "Publisher name", "Copia");
      change(form, lang === "es" ? "Correo de contacto" : "Contact e-mail", "x@copia.example");
      change(form, label, "https://copia.example\nhttps://taken.example");
      fireEvent.click(
        within(form).getByRole("button", {
          name: lang === "es" ? "Crear medio" : "Create publisher",
        }),
      );
      const origins = within(form).getByLabelText(label);
      await waitFor(() => expect(origins.getAttribute("aria-invalid")).toBe("true"));
      expect(messagesOf(origins)).toContain(text);
      await waitFor(() => expect(document.activeElement).toBe(origins));
      expect(api.calls("POST", LIST)).toHaveLength(1);
    },
  );

  it("shows the server's validation issues by their fields too", async () => {
    const { api } = renderAdmin("/admin/publishers");
    api.on("POST", LIST, () =>
      refusal(400, "VALIDATION_FAILED", {
        issues: [{ path: "contactEmail", code: "INVALID_EMAIL" }],
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "New publisher" }));
    const form = screen.getByRole("region", { name: "New publisher" });
    change(form, "Publisher name", "Otro");
    change(form, "Contact e-mail", "web@otro.example");
    fireEvent.click(within(form).getByRole("button", { name: "Create publisher" }));
    const email = within(form).getByLabelText("Contact e-mail");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByRole("alert").textContent).toBe(
      "Please check the highlighted fields.",
    );
  });
});

describe("the admin's publisher screen", () => {
  it("approves a pending publisher only once confirmed, and says so", async () => {
    const { api } = renderAdmin("/admin/publishers/p1", {
      publishers: [samplePublisher({ status: "pending" })],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Diario Norte" })).toBeTruthy();
    const status = screen.getByRole("region", { name: "Status" });
    expect(within(status).getByText(/^Pending: its widgets are not served/)).toBeTruthy();
    const approve = within(status).getByRole("button", { name: "Approve" });
    approve.focus();
    fireEvent.click(approve);
    const dialog = screen.getByRole("dialog", { name: "Approve “Diario Norte”?" });
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(approve);
    expect(api.calls("PATCH", ONE)).toHaveLength(0);

    fireEvent.click(approve);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Publisher approved.")).toBeTruthy();
    expect(api.calls("PATCH", ONE).map((call) => call.body)).toEqual([{ status: "active" }]);
    // The focus comes back to the status button, which now offers the next change (the
    // publisher re-renders as a transition, so it may land just after the notice).
    const suspend = await within(status).findByRole("button", { name: "Suspend" });
    await waitFor(() => expect(document.activeElement).toBe(suspend));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getAllByText("Active").length).toBeGreaterThan(0);
  });

  it.each([
    ["active", "Suspend", "suspended"],
    ["suspended", "Reinstate", "active"],
  ] as const)("offers the next status of a %s one", async (from, button, to) => {
    const { api } = renderAdmin("/admin/publishers/p1", {
      publishers: [samplePublisher({ status: from })],
    });
    const status = await screen.findByRole("region", { name: "Status" });
    fireEvent.click(within(status).getByRole("button", { name: button }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: button }));
    await waitFor(() =>
      expect(api.calls("PATCH", ONE).map((call) => call.body)).toEqual([{ status: to }]),
    );
  });

  it("edits the details with every field sent", async () => {
    const { api } = renderAdmin("/admin/publishers/p1");
    const edit = await screen.findByRole("region", { name: "Publisher details" });
    expect((within(edit).getByLabelText("Publisher name") as HTMLInputElement).value).toBe(
      "Diario Norte",
    );
    expect((within(edit).getByLabelText("Default theme") as HTMLSelectElement).value).toBe("dark");
    change(edit, "Revenue share (%)", "15");
    fireEvent.click(within(edit).getByRole("button", { name: "Save changes" }));
    expect(await within(edit).findByText("Changes saved.")).toBeTruthy();
    expect(api.calls("PATCH", ONE).map((call) => call.body)).toEqual([
      {
        name: "Diario Norte",
        contactEmail: "web@diarionorte.example",
        defaultLanguage: "es",
        defaultTheme: "dark",
        origins: ["https://www.diarionorte.example"],
        sharePercent: 15,
      },
    ]);
  });

  it("adds a member by e-mail (an unknown one shows by the field) and removes one once confirmed", async () => {
    const { api } = renderAdmin("/admin/publishers/p1");
    const members = await screen.findByRole("region", { name: "Members" });
    change(members, "The account's e-mail", "nadie@example.com");
    fireEvent.click(within(members).getByRole("button", { name: "Add member" }));
    const email = within(members).getByLabelText("The account's e-mail");
    await waitFor(() => expect(messagesOf(email)).toContain("No account uses that e-mail."));

    change(members, "The account's e-mail", "luis@example.com");
    fireEvent.click(within(members).getByRole("button", { name: "Add member" }));
    expect(
      await within(members).findByText("luis@example.com can now use the console."),
    ).toBeTruthy();
    // The members list re-renders as a transition (useQuery): it may land just after the notice.
    expect(await within(members).findByRole("rowheader", { name: "luis" })).toBeTruthy();
    expect(api.calls("POST", `${ONE}/members`).map((call) => call.body)).toEqual([
      { email: "nadie@example.com" },
      { email: "luis@example.com" },
    ]);

    fireEvent.click(within(members).getByRole("button", { name: "Remove marta" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Remove marta from the publisher?" })).getByRole(
        "button",
        { name: "Remove member" },
      ),
    );
    const removed = await within(members).findByText("marta is no longer a member.");
    await waitFor(() => expect(removed.parentElement!.contains(document.activeElement)).toBe(true));
    await waitFor(() =>
      expect(within(members).queryByRole("rowheader", { name: "marta" })).toBeNull(),
    );
    expect(api.calls("DELETE", `${ONE}/members/u_7`)).toHaveLength(1);
    // Three round trips and a dialog: more than the default 10 s on a machine busy with the suite.
  }, 30_000);

  it("records a payout with one key per submission: the same on a retry after a lost answer, a new one next time", async () => {
    const { api } = renderAdmin("/admin/publishers/p1", {
      payouts: [failure(503, "SERVICE_UNAVAILABLE")],
    });
    const money = await screen.findByRole("region", { name: "Balance and payouts" });
    expect(within(money).getByText("$84.20")).toBeTruthy();
    expect(within(money).getByText("$300.00")).toBeTruthy();
    change(money, "Amount (USD)", "50");
    change(money, "Note (the transfer's reference)", "TRF-1");
    const pay = within(money).getByRole("button", { name: "Record payout" });
    fireEvent.click(pay);
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(true));
    expect(await within(money).findByRole("alert")).toBeTruthy();
    expect((pay as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(pay);
    expect(await within(money).findByText("Payout of $50.00 recorded.")).toBeTruthy();
    // The balance re-renders as a transition (useQuery): it may land just after the notice.
    expect(await within(money).findByText("$34.20")).toBeTruthy();
    expect(within(money).getByText("$350.00")).toBeTruthy();

    change(money, "Amount (USD)", "10");
    fireEvent.click(pay);
    expect(await within(money).findByText("Payout of $10.00 recorded.")).toBeTruthy();
    const calls = api.calls("POST", `${ONE}/payouts`);
    expect(calls.map((call) => call.body)).toEqual([
      { amount: 50, note: "TRF-1" },
      { amount: 50, note: "TRF-1" },
      { amount: 10, note: "" },
    ]);
    const keys = calls.map((call) => call.headers.get("Idempotency-Key"));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBeTruthy();
    expect(keys[2]).not.toBe(keys[0]);
  });

  it.each([
    [
      "en",
      "Amount (USD)",
      "Record payout",
      "The payout is larger than what the publisher is owed.",
    ],
    ["es", "Importe (USD)", "Registrar pago", "El pago supera lo que se le debe al medio."],
  ] as const)(
    "refuses a payout above the balance by its field (%s)",
    async (lang, label, button, text) => {
      const { api } = renderAdmin("/admin/publishers/p1", { lang });
      const money = await screen.findByRole("region", {
        name: lang === "es" ? "Saldo y pagos" : "Balance and payouts",
      });
      change(money, label, "100");
      fireEvent.click(within(money).getByRole("button", { name: button }));
      const amount = within(money).getByLabelText(label);
      await waitFor(() => expect(messagesOf(amount)).toContain(text));
      expect(api.calls("POST", `${ONE}/payouts`)).toHaveLength(0);

      // The server says the same when the balance changed meanwhile.
      api.on("POST", `${ONE}/payouts`, () => refusal(409, "PAYOUT_EXCEEDS_BALANCE"));
      change(money, label, "80");
      fireEvent.click(within(money).getByRole("button", { name: button }));
      await waitFor(() => expect(api.calls("POST", `${ONE}/payouts`)).toHaveLength(1));
      await waitFor(() => expect(messagesOf(amount)).toContain(text));
    },
  );

  it("names its sections and statuses in Spanish", async () => {
    renderAdmin("/admin/publishers/p1", {
      lang: "es",
      publishers: [samplePublisher({ status: "suspended" })],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Diario Norte" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Estado" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reactivar" })).toBeTruthy();
    expect(screen.getAllByText("Suspendido").length).toBeGreaterThan(0);
    expect(screen.getByRole("region", { name: "Miembros" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver a los medios" })).toBeTruthy();
  });
});
