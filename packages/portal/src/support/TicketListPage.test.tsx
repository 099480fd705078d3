import { failure, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal, testUser } from "../test-utils/renderPortal";
import { recordRequests, sampleTicket, type SentRequest } from "../test-utils/supportFixtures";

// The first page of a file loads its code on a busy machine: give it time.

afterEach(cleanup);

const page = (total: number) => ({
  page: 1,
  limit: 20,
  total,
  totalPages: total === 0 ? 0 : 1,
  hasMore: false,
});

const TICKETS = [
  sampleTicket(),
  sampleTicket({
    _id: "tk_2",
    subject: "Bet not shown",
    category: "betting",
    priority: "low",
    status: "closed",
    updatedAt: "2026-10-20T12:00:00.000Z",
  }),
];

function openList(path: string, lang: "en" | "es" = "en") {
  let sent: SentRequest[] = [];
  const rendered = renderPortal(path, {
    lang,
    user: testUser(),
    prepare: (api) => {
      sent = recordRequests(api);
      api.on("GET", "/support/tickets", success({ tickets: TICKETS, pagination: page(2) }));
    },
  });
  const listCalls = () =>
    sent.filter(
      (request) => request.method === "GET" && request.url.pathname.endsWith("/support/tickets"),
    );
  return { ...rendered, listCalls };
}

describe("my tickets", () => {
  it.each(["/support/tickets", "/support-tickets"])(
    "lists subject, category, priority, status and update on %s",
    async (path) => {
      openList(path);
      await screen.findByRole("heading", { level: 1, name: "My support tickets" });
      const table = await screen.findByRole("table");
      const headers = within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent);
      expect(headers).toEqual(["Subject", "Category", "Priority", "Status", "Updated"]);
      const rows = within(table).getAllByRole("row").slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        "Deposit not creditedBillingHighOpenNov 2, 2026",
        "Bet not shownBettingLowClosedOct 20, 2026",
      ]);
      expect(
        within(rows[0]!).getByRole("link", { name: "Deposit not credited" }).getAttribute("href"),
      ).toBe("/support/tickets/tk_1");
    },
  );

  it("asks for the chosen status only", async () => {
    const { listCalls, router } = openList("/support/tickets");
    await screen.findByRole("table");
    expect(listCalls()[0]?.url.searchParams.has("status")).toBe(false);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "closed" } });
    await waitFor(() => expect(listCalls().at(-1)?.url.searchParams.get("status")).toBe("closed"));
    expect(router.location.search).toBe("?status=closed");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "" } });
    await waitFor(() => expect(router.location.search).toBe(""));
  });

  it("pages through more than 20 tickets", async () => {
    let sent: SentRequest[] = [];
    renderPortal("/support/tickets?status=open", {
      lang: "en",
      user: testUser(),
      prepare: (api) => {
        sent = recordRequests(api);
        api.on("GET", "/support/tickets", () => {
          const second = sent.at(-1)?.url.searchParams.get("page") === "2";
          return success({
            tickets: [
              sampleTicket({ _id: second ? "tk_21" : "tk_1", subject: second ? "Later" : "First" }),
            ],
            pagination: {
              page: second ? 2 : 1,
              limit: 20,
              total: 21,
              totalPages: 2,
              hasMore: !second,
            },
          });
        });
      },
    });
    expect(await screen.findByText("Page 1 of 2")).toBeTruthy();
    const pages = within(screen.getByRole("navigation", { name: "My support tickets pages" }));
    expect(pages.getByRole("button", { name: "Previous" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    fireEvent.click(pages.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Later" })).toBeTruthy();
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();
    const asked = sent.at(-1)!.url.searchParams;
    expect([asked.get("status"), asked.get("page")]).toEqual(["open", "2"]);
  });

  it("says there are no tickets yet and links to a new one", async () => {
    renderPortal("/support/tickets", {
      lang: "en",
      user: testUser(),
      prepare: (api) =>
        api.on("GET", "/support/tickets", success({ tickets: [], pagination: page(0) })),
    });
    expect(await screen.findByText("No tickets yet.")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Create your first ticket" }).getAttribute("href"),
    ).toBe("/support/create");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows the loading state, then the error with a retry that asks again", async () => {
    const { api } = renderPortal("/support/tickets", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => fake.on("GET", "/support/tickets", failure(500, "INTERNAL_ERROR")),
    });
    expect(await screen.findByText("Loading…")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Your tickets could not be loaded.",
    );
    api.on("GET", "/support/tickets", success({ tickets: TICKETS, pagination: page(2) }));
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "Bet not shown" })).toBeTruthy();
  });

  it("speaks Spanish", async () => {
    openList("/support-tickets", "es");
    await screen.findByRole("heading", { level: 1, name: "Mis tickets de soporte" });
    const table = await screen.findByRole("table");
    expect(within(table).getByText("Facturación")).toBeTruthy();
    expect(within(table).getByText("Cerrado")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Nuevo ticket" })).toBeTruthy();
  });
});
