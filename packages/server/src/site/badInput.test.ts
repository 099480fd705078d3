import { afterAll, beforeAll, describe, it } from "vitest";
import {
  badBodies,
  expectRefusedUnchanged,
  SCRIPT,
  type BadInputCase,
} from "../test-utils/badInput";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let tokens: Record<string, string>;
let bannerId: string;
const banner = { language: "es", title: "Elecciones 2026", linkUrl: "/markets/all" };
const link = { key: "extra", url: "/markets/all", order: 9, text_en: "Extra", text_es: "Extra" };
beforeAll(async () => {
  server = await startTestServer();
  const user = await server.signup();
  const admin = await server.admin();
  tokens = { user: user.token, admin: admin.token };
  bannerId = (await admin.api.createBanner({ language: "es", title: "Fijo" }))._id;
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

const ids = (
  method: BadInputCase["method"],
  path: (id: string) => string,
  as: string,
  body?: unknown,
): BadInputCase[] => [
  {
    name: `${method} ${path(":id")} oversized id`,
    method,
    path: path("b".repeat(65)),
    as,
    ...(body === undefined ? {} : { body }),
  },
  {
    name: `${method} ${path(":id")} script id`,
    method,
    path: path(encodeURIComponent(SCRIPT)),
    as,
    ...(body === undefined ? {} : { body }),
    status: 404,
  },
];

const cases = (): BadInputCase[] => [
  ...["?lang=fr", `?lang=${encodeURIComponent(SCRIPT)}`, "?lang=es&admin=1"].map(
    (query): BadInputCase => ({
      name: `GET /banners/active${query}`,
      method: "GET",
      path: `/banners/active${query}`,
      as: "anonymous",
    }),
  ),
  ...ids("PATCH", (id) => `/banners/${id}/view`, "anonymous"),
  ...ids("PATCH", (id) => `/banners/${id}/click`, "anonymous"),
  ...badBodies({
    method: "POST",
    path: "/banners",
    as: "admin",
    good: banner,
    required: ["language", "title"],
    numbers: ["order"],
    texts: ["title"],
    strict: ["language", "linkUrl", "imageUrl", "startsAt"],
  }),
  ...badBodies({
    method: "PATCH",
    path: `/banners/${bannerId}`,
    as: "admin",
    good: { title: "Otro" },
    numbers: ["order"],
    texts: ["title"],
    strict: ["language", "linkUrl", "endsAt"],
  }),
  ...ids("PATCH", (id) => `/banners/${id}`, "admin", { title: "Otro" }),
  ...ids("DELETE", (id) => `/banners/${id}`, "admin"),
  ...badBodies({
    method: "POST",
    path: "/market-links",
    as: "admin",
    good: link,
    required: ["key", "url", "text_en", "text_es"],
    numbers: ["order"],
    texts: ["text_en", "text_es"],
    strict: ["key", "url"],
  }),
  ...badBodies({
    method: "PATCH",
    path: "/market-links/all",
    as: "admin",
    good: { order: 3 },
    numbers: ["order"],
    texts: ["text_es"],
    strict: ["url"],
  }),
  ...ids("PATCH", (id) => `/market-links/${id}`, "admin", { order: 3 }),
  ...ids("DELETE", (id) => `/market-links/${id}`, "admin"),
  ...badBodies({
    method: "PATCH",
    path: "/uiconfig/footer-settings",
    as: "admin",
    good: { configKey: "main", linkGroups: [] },
    texts: ["configKey"],
    strict: ["socialMedia", "linkGroups"],
  }),
  ...badBodies({
    method: "POST",
    path: "/metrics/web-vitals",
    as: "anonymous",
    good: { name: "LCP", value: 1200, rating: "good", path: "/" },
    required: ["name", "value"],
    numbers: ["value"],
    texts: ["path"],
    strict: ["name", "rating"],
  }),
  ...["?name=FID", `?name=${encodeURIComponent(SCRIPT)}`, "?page=-1", "?limit=1e9"].map(
    (query): BadInputCase => ({
      name: `GET /metrics/web-vitals${query}`,
      method: "GET",
      path: `/metrics/web-vitals${query}`,
      as: "admin",
    }),
  ),
];

describe("bad input to the site settings and web vitals calls", () => {
  it("answers each with a clear 4xx and changes nothing", async () => {
    for (const c of cases()) await expectRefusedUnchanged(server, tokens, c);
  });
});
