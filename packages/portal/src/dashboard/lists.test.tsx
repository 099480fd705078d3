import { failure, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  answerDashboard,
  sampleActiveBet,
  sampleDeposit,
  sampleHistoryBet,
  samplePagination,
  sampleTransaction,
  sampleWithdrawal,
} from "../test-utils/dashboardFixtures";
import { recordRequests, type SentRequest } from "../test-utils/supportFixtures";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

/** The open tab panel named `name`, once the lazy page is there. */
const panel = async (name: string) =>
  within(await screen.findByRole("tabpanel", { name }, { timeout: 5000 }));

/** Each body row's cells as text, joined by " | ". */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent).join(" | "));

describe("/account positions", () => {
  it("lists the open bets with their market link, stake, shares, value and status", async () => {
    renderPortal("/account?tab=positions", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on(
          "GET",
          "/dashboard/active-bets",
          success({
            bets: [
              sampleActiveBet(),
              sampleActiveBet({
                _id: "b_settled",
                poll: { _id: "m_9", title: "Will the runoff happen?" },
                optionText: "No",
                currentPrice: 100,
                currentValue: 20.5,
              }),
            ],
          }),
        );
      },
    });
    const positions = await panel("Positions");
    const link = await positions.findByRole("link", { name: "Who wins the 2027 election?" });
    expect(link.getAttribute("href")).toBe("/market/m_1");
    expect(rows(positions.getByRole("table"))).toEqual([
      "Who wins the 2027 election? | Yes | $12.50 | 20.5 | $13.17 | Live",
      "Will the runoff happen? | No | $12.50 | 20.5 | $20.50 | Resolved (payout pending)",
    ]);
  });

  it("says when there are no open positions", async () => {
    renderPortal("/account?tab=positions", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on("GET", "/dashboard/active-bets", success({ bets: [] }));
      },
    });
    expect(await (await panel("Positions")).findByText("You have no open positions.")).toBeTruthy();
  });

  it("says when the positions fail and fetches them again on retry", async () => {
    let answer = failure(500, "INTERNAL");
    const { api } = renderPortal("/account?tab=positions", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on("GET", "/dashboard/active-bets", () => answer);
      },
    });
    const positions = await panel("Positions");
    expect(await positions.findByText("Could not load your positions.")).toBeTruthy();
    answer = success({ bets: [sampleActiveBet()] });
    fireEvent.click(positions.getByRole("button", { name: "Retry" }));
    expect(await positions.findByText("Who wins the 2027 election?")).toBeTruthy();
    expect(api.calls("GET", "/dashboard/active-bets")).toHaveLength(2);
  });
});

describe("/account history", () => {
  it("pages the betting history by 10, sending the page asked for", async () => {
    let requests: SentRequest[] = [];
    const pages = [
      { bets: [sampleHistoryBet()], pagination: samplePagination(1, 2) },
      {
        bets: [sampleHistoryBet({ _id: "b_p2", status: "lost", payout: 0, optionText: "Maybe" })],
        pagination: samplePagination(2, 2),
      },
    ];
    renderPortal("/account?tab=history", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        requests = recordRequests(fake);
        let served = 0;
        fake.on("GET", "/dashboard/betting-history", () => success(pages[served++ % 2]));
      },
    });
    const history = await panel("History");
    const section = within(
      (await history.findByRole("heading", { name: "Betting history" })).closest("section")!,
    );
    const table = await section.findByRole("table");
    expect(rows(table)).toEqual([
      "Nov 20, 2026 | Will turnout pass 60%? | No | $8.00 | $14.30 | Won",
    ]);
    const sent = () =>
      requests
        .map((request) => request.url)
        .filter((url) => url.pathname.endsWith("/dashboard/betting-history"))
        .map((url) => url.search);
    expect(sent()).toEqual(["?page=1&limit=10"]);
    expect(section.getByText("Page 1 of 2")).toBeTruthy();
    expect(section.getByRole("button", { name: "Previous" }).getAttribute("aria-disabled")).toBe(
      "true",
    );

    fireEvent.click(section.getByRole("button", { name: "Next" }));
    expect(await section.findByText("Page 2 of 2")).toBeTruthy();
    expect(sent()).toEqual(["?page=1&limit=10", "?page=2&limit=10"]);
    expect(rows(section.getByRole("table"))).toEqual([
      "Nov 20, 2026 | Will turnout pass 60%? | Maybe | $8.00 | $0.00 | Lost",
    ]);
    expect(section.getByRole("button", { name: "Next" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    fireEvent.click(section.getByRole("button", { name: "Next" }));
    fireEvent.click(section.getByRole("button", { name: "Previous" }));
    expect(await section.findByText("Page 1 of 2")).toBeTruthy();
    expect(sent()).not.toContain("?page=3&limit=10");
  });

  it("pages the transactions by 10, sending the page asked for", async () => {
    let requests: SentRequest[] = [];
    renderPortal("/account?tab=history", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        requests = recordRequests(fake);
        let served = 0;
        fake.on("GET", "/dashboard/transactions", () => {
          served += 1;
          return success({
            transactions: [
              sampleTransaction({
                _id: `t_${served}`,
                kind: served === 1 ? "deposit" : "bet",
                amount: served === 1 ? 50 : -10,
                description: served === 1 ? "Card deposit" : "Bet on “Turnout”",
              }),
            ],
            pagination: samplePagination(served, 3),
          });
        });
      },
    });
    const history = await panel("History");
    const section = within(
      (await history.findByRole("heading", { name: "Transactions" })).closest("section")!,
    );
    expect(await section.findByText("Card deposit")).toBeTruthy();
    fireEvent.click(section.getByRole("button", { name: "Next" }));
    expect(await section.findByText("Bet on “Turnout”")).toBeTruthy();
    expect(section.getByText("Page 2 of 3")).toBeTruthy();
    expect(rows(section.getByRole("table"))).toEqual([
      "Nov 20, 2026 | Bet | Bet on “Turnout” | -$10.00 | $75.50",
    ]);
    const sent = requests
      .map((request) => request.url)
      .filter((url) => url.pathname.endsWith("/dashboard/transactions"))
      .map((url) => url.searchParams.get("page"));
    expect(sent).toEqual(["1", "2"]);
  });

  it("names a deposit's card or network beside its kind, and never says the kind twice", async () => {
    renderPortal("/account?tab=history", {
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on(
          "GET",
          "/dashboard/transactions",
          success({
            transactions: [
              sampleTransaction({ _id: "t_1", description: "Tarjeta Visa terminada en 4242" }),
              sampleTransaction({ _id: "t_2", description: "USDC en la red Base" }),
              // An older row whose description is only the kind.
              sampleTransaction({ _id: "t_3", description: "Depósito" }),
            ],
            pagination: samplePagination(1, 1),
          }),
        );
      },
    });
    const history = await panel("Historial");
    const section = within(
      (await history.findByRole("heading", { name: "Transacciones" })).closest("section")!,
    );
    await section.findByText("USDC en la red Base");
    expect(rows(section.getByRole("table")).map((row) => row.split(" | ").slice(1, 3))).toEqual([
      ["Depósito", "Tarjeta Visa terminada en 4242"],
      ["Depósito", "USDC en la red Base"],
      ["Depósito", "—"],
    ]);
  });

  it("says when the history is empty and when the transactions fail", async () => {
    renderPortal("/account?tab=history", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on(
          "GET",
          "/dashboard/betting-history",
          success({ bets: [], pagination: samplePagination(1, 0) }),
        );
        fake.on("GET", "/dashboard/transactions", failure(500, "INTERNAL"));
      },
    });
    const history = await panel("History");
    expect(await history.findByText("You have not placed any bets yet.")).toBeTruthy();
    expect(await history.findByText("Could not load your transactions.")).toBeTruthy();
  });
});

describe("/account withdrawals and payments", () => {
  it("lists the withdrawals with their status and the tx hash shortened", async () => {
    const hash = "0xabcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789";
    renderPortal("/account?tab=withdrawals", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on(
          "GET",
          "/users/u_1/withdrawals",
          success({
            withdrawals: [
              sampleWithdrawal({ _id: "w_1", status: "requested" }),
              sampleWithdrawal({ _id: "w_2", status: "approved" }),
              sampleWithdrawal({ _id: "w_3", status: "sent", txHash: hash }),
              sampleWithdrawal({ _id: "w_4", status: "completed", txHash: hash, amount: 7.5 }),
              sampleWithdrawal({ _id: "w_5", status: "rejected" }),
            ],
          }),
        );
      },
    });
    const withdrawals = await panel("Withdrawals");
    const table = await withdrawals.findByRole("table");
    expect(rows(table)).toEqual([
      "Nov 20, 2026 | $20.00 | USDC | 0x2222…2222 | Requested | No transaction yet",
      "Nov 20, 2026 | $20.00 | USDC | 0x2222…2222 | Approved | No transaction yet",
      "Nov 20, 2026 | $20.00 | USDC | 0x2222…2222 | Sent | 0xabcd…6789",
      "Nov 20, 2026 | $7.50 | USDC | 0x2222…2222 | Completed | 0xabcd…6789",
      "Nov 20, 2026 | $20.00 | USDC | 0x2222…2222 | Rejected | No transaction yet",
    ]);
  });

  it("says when there are no withdrawals, and when they fail, with a retry", async () => {
    let answer = failure(500, "INTERNAL");
    const { api } = renderPortal("/account?tab=withdrawals", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on("GET", "/users/u_1/withdrawals", () => answer);
      },
    });
    const withdrawals = await panel("Withdrawals");
    expect(await withdrawals.findByText("Could not load your withdrawals.")).toBeTruthy();
    answer = success({ withdrawals: [] });
    fireEvent.click(withdrawals.getByRole("button", { name: "Retry" }));
    expect(await withdrawals.findByText("You have not requested any withdrawals.")).toBeTruthy();
    expect(api.calls("GET", "/users/u_1/withdrawals")).toHaveLength(2);
  });

  it("lists card and crypto deposits with their status", async () => {
    renderPortal("/account?tab=payments", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on(
          "GET",
          "/deposits",
          success({
            deposits: [
              sampleDeposit({
                _id: "d_1",
                amount: 25,
                method: "card",
                status: "completed",
                pixelPayTransaction: { cardBrand: "visa", cardLast4: "4242" },
              }),
              sampleDeposit({ _id: "d_2", amount: 40, method: "crypto", status: "pending" }),
              sampleDeposit({
                _id: "d_3",
                amount: 10,
                method: "card",
                status: "failed",
                errorMessage: "Card declined",
              }),
            ],
            pagination: samplePagination(1, 1),
          }),
        );
      },
    });
    const payments = await panel("Payments");
    expect(rows(await payments.findByRole("table"))).toEqual([
      "Nov 20, 2026 | $25.00 | Visa card ···· 4242 | Completed",
      "Nov 20, 2026 | $40.00 | Crypto | Pending",
      "Nov 20, 2026 | $10.00 | Card | Failed Card declined",
    ]);
  });

  it("says when there are no deposits, in Spanish too", async () => {
    renderPortal("/account?tab=payments", {
      lang: "es",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on("GET", "/deposits", success({ deposits: [], pagination: samplePagination(1, 1) }));
      },
    });
    const payments = await panel("Pagos");
    expect(await payments.findByText("Todavía no has depositado.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Cargando…")).toBeNull());
  });
});
