import { failure, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { answerDashboard, sampleEmbedSession } from "../test-utils/dashboardFixtures";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

const NEWS = sampleEmbedSession({ id: "es_news", origin: "https://news.example" });
const DAILY = sampleEmbedSession({
  id: "es_daily",
  origin: "https://daily.example",
  perBetLimit: 5,
  dailyLimit: 25,
  spentToday: 0,
  lastUsedAt: "2026-11-21T09:30:00.000Z",
});

const panel = async () =>
  within(await screen.findByRole("tabpanel", { name: "Connected sites" }, { timeout: 5000 }));

describe("/account connected sites", () => {
  it("lists each site with its caps and dates", async () => {
    renderPortal("/account?tab=sites", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on("GET", "/embed/sessions", success({ sessions: [NEWS, DAILY] }));
      },
    });
    const sites = await panel();
    const table = await sites.findByRole("table", { name: "Sites connected to your account" });
    const text = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent).join(" | "));
    expect(text).toEqual([
      "https://news.example | $10.00 | $50.00 | $12.50 | Nov 20, 2026 | Never | Disconnect",
      "https://daily.example | $5.00 | $25.00 | $0.00 | Nov 20, 2026 | Nov 21, 2026 | Disconnect",
    ]);
  });

  it("disconnects a site: sends the DELETE, reloads the list and the row goes", async () => {
    let sessions = [NEWS, DAILY];
    const { api } = renderPortal("/account?tab=sites", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on("GET", "/embed/sessions", () => success({ sessions }));
        fake.on("DELETE", "/embed/sessions/es_news", () => {
          sessions = [DAILY];
          return { body: { status: "success" } };
        });
      },
    });
    const sites = await panel();
    fireEvent.click(await sites.findByRole("button", { name: "Disconnect https://news.example" }));
    expect(await sites.findByText("https://news.example was disconnected.")).toBeTruthy();
    await waitFor(() =>
      expect(sites.queryByRole("rowheader", { name: "https://news.example" })).toBeNull(),
    );
    expect(sites.getByRole("rowheader", { name: "https://daily.example" })).toBeTruthy();
    expect(api.calls("DELETE", "/embed/sessions/es_news")).toHaveLength(1);
    expect(api.calls("GET", "/embed/sessions")).toHaveLength(2);
  });

  it("keeps the site and says so when disconnecting fails", async () => {
    const { api } = renderPortal("/account?tab=sites", {
      lang: "en",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on("GET", "/embed/sessions", success({ sessions: [NEWS] }));
        fake.on("DELETE", "/embed/sessions/es_news", failure(500, "INTERNAL"));
      },
    });
    const sites = await panel();
    fireEvent.click(await sites.findByRole("button", { name: "Disconnect https://news.example" }));
    expect(await sites.findByText("Could not disconnect https://news.example.")).toBeTruthy();
    expect(sites.getByRole("rowheader", { name: "https://news.example" })).toBeTruthy();
    expect(api.calls("DELETE", "/embed/sessions/es_news")).toHaveLength(1);
  });

  it("says when no site is connected, and when the list fails, with a retry", async () => {
    let answer = failure(500, "INTERNAL");
    renderPortal("/account?tab=sites", {
      lang: "es",
      user: testUser(),
      prepare: (fake) => {
        answerDashboard(fake);
        fake.on("GET", "/embed/sessions", () => answer);
      },
    });
    const sites = within(
      await screen.findByRole("tabpanel", { name: "Sitios conectados" }, { timeout: 5000 }),
    );
    expect(await sites.findByText("No se pudieron cargar los sitios conectados.")).toBeTruthy();
    answer = success({ sessions: [] });
    fireEvent.click(sites.getByRole("button", { name: "Reintentar" }));
    expect(await sites.findByText("No hay sitios conectados a tu cuenta.")).toBeTruthy();
  });
});
