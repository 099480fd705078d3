import { failure, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { answerDashboard, sampleStats, sampleTransaction } from "../test-utils/dashboardFixtures";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

describe("/account overview", () => {
  it("shows the balance, the statistics formatted and the money links", async () => {
    renderPortal("/account", { lang: "en", user: testUser(), prepare: answerDashboard });
    await screen.findByRole("heading", { level: 1, name: "My dashboard" }, { timeout: 5000 });
    const panel = within(screen.getByRole("tabpanel", { name: "Overview" }));
    expect(panel.getByText("Available balance").nextElementSibling?.textContent).toBe("$25.50");

    const stats = within(
      (await screen.findByRole("heading", { name: "Your statistics" })).closest("section")!,
    );
    const value = (label: string) => stats.getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(value("Total bets")).toBe("1,234"));
    expect(value("Total wagered")).toBe("$1,520.75");
    expect(value("Net profit")).toBe("-$40.35");
    expect(value("Win rate")).toBe("58.3%");
    expect(value("Open positions value")).toBe("$61.20");

    expect(panel.getByRole("link", { name: "Deposit by card" }).getAttribute("href")).toBe(
      "/account/deposit",
    );
    expect(panel.getByRole("link", { name: "Deposit crypto" }).getAttribute("href")).toBe(
      "/account/deposit/crypto",
    );
    expect(panel.getByRole("link", { name: "Withdraw" }).getAttribute("href")).toBe(
      "/account/withdraw",
    );
    const recent = await screen.findByRole("table", { name: "Recent activity" });
    expect(within(recent).getByText("Card deposit")).toBeTruthy();
    expect(within(recent).getByText("$50.00")).toBeTruthy();
  });

  it("shows the withdrawable amount beside the balance and says why they differ", async () => {
    renderPortal("/account", { lang: "en", user: testUser(), prepare: answerDashboard });
    const panel = within(await screen.findByRole("tabpanel", { name: "Overview" }));
    expect((await panel.findByText("Withdrawable")).nextElementSibling?.textContent).toBe("$15.50");
    expect(
      panel.getByText(
        "$10.00 of your balance is promotional credit (the sign-up credit and what it won): you can bet it, but not withdraw it.",
      ),
    ).toBeTruthy();
  });

  it("says, in Spanish, that withdrawals wait for a verified e-mail and links to the account page", async () => {
    renderPortal("/account", {
      lang: "es",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on(
          "GET",
          "/dashboard/stats",
          success({
            stats: sampleStats({ withdrawable: 0, withdrawableReason: "email_not_verified" }),
          }),
        );
      },
    });
    const panel = within(await screen.findByRole("tabpanel", { name: "Resumen" }));
    expect((await panel.findByText("Retirable")).nextElementSibling?.textContent).toBe("$0.00");
    expect(
      panel.getByText(/Verifica tu correo electrónico para poder retirar/).textContent,
    ).toContain("abre el enlace que te enviamos.");
    expect(panel.getByRole("link", { name: "Verificar mi correo" }).getAttribute("href")).toBe(
      "/account/userProfile#account-email",
    );
  });

  it("says when the statistics fail and fetches them again on retry", async () => {
    let answer = failure(500, "INTERNAL");
    const { api } = renderPortal("/account", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on("GET", "/dashboard/stats", () => answer);
      },
    });
    expect(await screen.findByText("Could not load your statistics.")).toBeTruthy();
    answer = success({ stats: sampleStats({ totalBets: 42 }) });
    const section = screen.getByRole("heading", { name: "Your statistics" }).closest("section")!;
    fireEvent.click(within(section).getByRole("button", { name: "Retry" }));
    expect(await within(section).findByText("42")).toBeTruthy();
    expect(screen.queryByText("Could not load your statistics.")).toBeNull();
    expect(api.calls("GET", "/dashboard/stats")).toHaveLength(2);
  });

  it("says when there is no activity yet", async () => {
    renderPortal("/account", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on(
          "GET",
          "/dashboard",
          success({ stats: sampleStats(), activeBets: [], recentTransactions: [] }),
        );
      },
    });
    expect(await screen.findByText("No activity yet.")).toBeTruthy();
  });
});

describe("/account tabs", () => {
  it("moves between sections with the arrow keys, Home and End, and the panel takes the focus next", async () => {
    renderPortal("/account", { lang: "en", user: testUser(), prepare: answerDashboard });
    const overview = await screen.findByRole("tab", { name: "Overview" });
    expect(overview.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Overview" }).getAttribute("tabindex")).toBe("0");

    overview.focus();
    fireEvent.keyDown(overview, { key: "ArrowRight" });
    const analytics = screen.getByRole("tab", { name: "Analytics" });
    expect(analytics.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(analytics);
    expect(overview.getAttribute("tabindex")).toBe("-1");
    expect(await screen.findByRole("heading", { name: "Betting activity" })).toBeTruthy();

    fireEvent.keyDown(analytics, { key: "End" });
    const sites = screen.getByRole("tab", { name: "Connected sites" });
    expect(document.activeElement).toBe(sites);
    expect(
      await screen.findByRole("heading", { level: 2, name: "Sites connected to your account" }),
    ).toBeTruthy();

    fireEvent.keyDown(sites, { key: "ArrowRight" });
    expect(document.activeElement).toBe(overview);
    fireEvent.keyDown(overview, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(sites);
    fireEvent.keyDown(sites, { key: "Home" });
    expect(document.activeElement).toBe(overview);
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("opens the section named in ?tab=", async () => {
    renderPortal("/account?tab=positions", {
      lang: "en",
      user: testUser(),
      prepare: answerDashboard,
    });
    const panel = await screen.findByRole("tabpanel", { name: "Positions" });
    expect(await within(panel).findByText("Who wins the 2027 election?")).toBeTruthy();
  });
});

describe("/account in Spanish", () => {
  it("shows the Spanish texts", async () => {
    renderPortal("/account", {
      lang: "es",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on(
          "GET",
          "/dashboard",
          success({
            stats: sampleStats(),
            activeBets: [],
            recentTransactions: [sampleTransaction({ kind: "signup_credit" })],
          }),
        );
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Mi panel" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Posiciones" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Depositar con tarjeta" })).toBeTruthy();
    expect(await screen.findByText("Tasa de acierto")).toBeTruthy();
    expect(await screen.findByText("Crédito de bienvenida")).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "Posiciones" }));
    const panel = screen.getByRole("tabpanel", { name: "Posiciones" });
    expect(await within(panel).findByText("En curso")).toBeTruthy();
    expect(within(panel).getByRole("columnheader", { name: "Valor actual" })).toBeTruthy();
  });
});
