import type { CreateMarketLinkBody, UpdateFooterSettingsBody, WebVitalBody } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestAdmin } from "../bets/test-utils/markets";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { DEFAULT_FOOTER } from "./defaultFooter";

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

const rows = async (table: string) =>
  (await server.db.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;

describe("market links", () => {
  it("are seeded with one per category and es/en labels, in order", async () => {
    const links = await server.client().getMarketLinks();
    expect(links.map((link) => link.key)).toEqual([
      "all",
      "presidential",
      "congressional",
      "state",
      "local",
      "international",
      "other",
    ]);
    expect(links[1]).toEqual({
      key: "presidential",
      url: "/markets/presidential",
      order: 1,
      text_en: "Presidential",
      text_es: "Presidenciales",
    });
  });

  it("are created, changed and removed by admins, by key", async () => {
    const link = await admin.api.createMarketLink({
      key: "senate",
      url: "/markets/congressional",
      order: 9,
      text_en: "Senate",
      text_es: "Senado",
    });
    expect(link.key).toBe("senate");
    expect(
      await admin.api.updateMarketLink("senate", { text_es: "Senado 2026", order: 8 }),
    ).toMatchObject({ text_es: "Senado 2026", order: 8, text_en: "Senate" });
    expect((await server.client().getMarketLinks()).at(-1)?.text_es).toBe("Senado 2026");
    await admin.api.deleteMarketLink("senate");
    expect((await failureOf(admin.api.deleteMarketLink("senate"))).status).toBe(404);
    expect((await failureOf(admin.api.updateMarketLink("senate", { order: 1 }))).status).toBe(404);
  });

  it("refuse non-admins (403), duplicates (409) and bad input (400), changing nothing", async () => {
    const user = await server.signup();
    const before = await rows("market_links");
    const good: CreateMarketLinkBody = {
      key: "x",
      url: "/markets/all",
      order: 1,
      text_en: "X",
      text_es: "X",
    };
    for (const call of [
      () => user.api.createMarketLink(good),
      () => user.api.updateMarketLink("all", { order: 3 }),
      () => user.api.deleteMarketLink("all"),
    ]) {
      expect((await failureOf(call())).status).toBe(403);
    }
    expect((await failureOf(admin.api.createMarketLink({ ...good, key: "all" }))).status).toBe(409);
    const bad: unknown[] = [
      {},
      { ...good, key: "Bad Key" },
      { ...good, url: "javascript:alert(1)" },
      { ...good, url: "" },
      { ...good, text_es: " " },
      { ...good, order: -1 },
      { ...good, order: "1" },
      { ...good, extra: true },
    ];
    for (const input of bad) {
      const failure = await failureOf(admin.api.createMarketLink(input as CreateMarketLinkBody));
      expect(failure.status, JSON.stringify(input)).toBe(400);
    }
    expect((await failureOf(admin.api.updateMarketLink("all", { url: "ftp://x" }))).status).toBe(
      400,
    );
    expect(await rows("market_links")).toEqual(before);
  });
});

describe("the footer", () => {
  const footer: UpdateFooterSettingsBody = {
    configKey: "main",
    platform: {
      defaultName: "Pulso Noticias",
      defaultDescription: "Election markets.",
      descriptionSpanish: "Mercados electorales.",
    },
    socialMedia: { twitter: "https://twitter.com/pulso_noticias" },
    copyright: { localizedTexts: { en: "Pulso", es: "Pulso" }, showYear: false },
    linkGroups: [
      {
        id: "legal",
        localizedTitles: { en: "Legal", es: "Legal" },
        links: [{ id: "terms", url: "/terms", localizedTexts: { en: "Terms", es: "Términos" } }],
      },
    ],
  };

  it("serves the default until an admin stores one, and again after it is deleted", async () => {
    expect(await server.client().getFooterSettings()).toEqual(DEFAULT_FOOTER);
    expect(await admin.api.updateFooterSettings(footer)).toEqual(footer);
    expect(await server.client().getFooterSettings()).toEqual(footer);
    expect(await admin.api.resetFooterSettings()).toEqual(DEFAULT_FOOTER);
    expect(await server.client().getFooterSettings()).toEqual(DEFAULT_FOOTER);
  });

  it("refuses non-admins (403) and bad input (400), changing nothing", async () => {
    await admin.api.updateFooterSettings(footer);
    const user = await server.signup();
    expect((await failureOf(user.api.updateFooterSettings(footer))).status).toBe(403);
    expect((await failureOf(user.api.resetFooterSettings())).status).toBe(403);
    const bad: unknown[] = [
      {},
      { ...footer, configKey: "" },
      { ...footer, platform: { defaultDescription: "x" } },
      { ...footer, socialMedia: { twitter: "javascript:alert(1)" } },
      { ...footer, socialMedia: { myspace: "https://myspace.com" } },
      { ...footer, copyright: { localizedTexts: {}, showYear: "yes" } },
      { ...footer, linkGroups: "none" },
      { ...footer, linkGroups: Array.from({ length: 11 }, () => footer.linkGroups[0]) },
    ];
    for (const input of bad) {
      const failure = await failureOf(
        admin.api.updateFooterSettings(input as UpdateFooterSettingsBody),
      );
      expect(failure.status, JSON.stringify(input).slice(0, 80)).toBe(400);
    }
    expect(await server.client().getFooterSettings()).toEqual(footer);
  });
});

describe("web vitals", () => {
  it("are stored and listed for admins with each metric's 75th percentile", async () => {
    const reader = server.client();
    for (const value of [1000, 2000, 3000, 4000]) {
      await reader.recordWebVital({ name: "LCP", value, rating: "good", path: "/market/m1" });
    }
    await reader.recordWebVital({ name: "CLS", value: 0.05 });
    const listed = await admin.api.listWebVitals();
    expect(listed.vitals).toHaveLength(5);
    expect(listed.vitals[0]).toMatchObject({ name: "CLS", value: 0.05, rating: null, path: null });
    expect(listed.summary).toEqual([
      { name: "CLS", count: 1, p75: 0.05 },
      { name: "LCP", count: 4, p75: 3250 },
    ]);
    const lcp = await admin.api.listWebVitals({ name: "LCP", limit: 2 });
    expect(lcp.vitals.map((vital) => vital.value)).toEqual([4000, 3000]);
    expect(lcp.pagination).toMatchObject({ total: 4, totalPages: 2, hasMore: true });
  });

  it("refuses unknown metrics, out-of-range values and non-admin listing", async () => {
    const user = await server.signup();
    expect((await failureOf(user.api.listWebVitals())).status).toBe(403);
    expect((await failureOf(server.client().listWebVitals())).status).toBe(401);
    const before = await rows("web_vitals");
    const bad: unknown[] = [
      {},
      { name: "FID", value: 10 },
      { name: "lcp", value: 10 },
      { name: "LCP", value: -1 },
      { name: "LCP", value: 120_001 },
      { name: "CLS", value: 101 },
      { name: "INP", value: "fast" },
      { name: "TTFB", value: 10, rating: "great" },
      { name: "FCP", value: 10, path: "x".repeat(501) },
      { name: "FCP", value: 10, cookie: "secret" },
    ];
    for (const input of bad) {
      const failure = await failureOf(server.client().recordWebVital(input as WebVitalBody));
      expect(failure.status, JSON.stringify(input).slice(0, 80)).toBe(400);
    }
    const huge = await fetch(`${server.baseURL}/metrics/web-vitals`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "LCP", value: 1, path: "x".repeat(100_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await rows("web_vitals")).toEqual(before);
  });

  it("are rate limited per address", async () => {
    const send = () =>
      fetch(`${server.baseURL}/metrics/web-vitals`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
        body: JSON.stringify({ name: "TTFB", value: 120 }),
      });
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await send()).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
