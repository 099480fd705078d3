import type { CreateBannerBody } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestAdmin } from "../bets/test-utils/markets";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";

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

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const bannerRows = async () => (await server.db.query("SELECT * FROM banners ORDER BY id")).rows;

describe("active banners", () => {
  it("are those of the language, active and inside their window, in order", async () => {
    const make = (body: CreateBannerBody) => admin.api.createBanner(body);
    const second = await make({ language: "es", title: "Segundo", order: 2 });
    const first = await make({
      language: "es",
      title: "Primero",
      subtitle: "Con ventana",
      order: 1,
      imageUrl: "/uploads/banner.png",
      linkUrl: "https://pulso.example/markets/all",
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
    });
    await make({ language: "es", title: "Futuro", startsAt: at(HOUR) });
    await make({ language: "es", title: "Pasado", endsAt: at(-1000) });
    await make({ language: "es", title: "Apagado", active: false });
    const english = await make({ language: "en", title: "English" });

    const spanish = await server.client().getActiveBanners({ lang: "es" });
    expect(spanish.map((banner) => banner.title)).toEqual(["Primero", "Segundo"]);
    expect(spanish[0]).toEqual({
      _id: first._id,
      language: "es",
      title: "Primero",
      subtitle: "Con ventana",
      imageUrl: `${server.origin}/uploads/banner.png`,
      linkUrl: "https://pulso.example/markets/all",
      order: 1,
      active: true,
    });
    expect(spanish[1]?._id).toBe(second._id);
    const inEnglish = await server.client().getActiveBanners({ lang: "en" });
    expect(inEnglish.map((banner) => banner._id)).toEqual([english._id]);
  });

  it("refuses an unsupported language", async () => {
    const response = await fetch(`${server.baseURL}/banners/active?lang=fr`);
    expect(response.status).toBe(400);
  });
});

describe("banner counters", () => {
  it("count every view and click, concurrently, without losing one", async () => {
    const banner = await admin.api.createBanner({ language: "es", title: "Contado" });
    const reader = server.client();
    await Promise.all([
      ...Array.from({ length: 25 }, () => reader.recordBannerView(banner._id)),
      ...Array.from({ length: 10 }, () => reader.recordBannerClick(banner._id)),
    ]);
    const listed = (await admin.api.listBanners()).find((one) => one._id === banner._id);
    expect(listed).toMatchObject({ views: 25, clicks: 10 });
  });

  it("answer 404 for an unknown banner (the client ignores it)", async () => {
    const response = await fetch(`${server.baseURL}/banners/nope/view`, { method: "PATCH" });
    expect(response.status).toBe(404);
    await expect(server.client().recordBannerClick("nope")).resolves.toBeUndefined();
  });
});

describe("banner administration", () => {
  it("updates and deletes; a window ending before its start is refused", async () => {
    const banner = await admin.api.createBanner({
      language: "en",
      title: "Draft",
      startsAt: at(HOUR),
    });
    const updated = await admin.api.updateBanner(banner._id, {
      title: "Final",
      subtitle: "Now live",
      startsAt: null,
    });
    expect(updated).toMatchObject({ title: "Final", subtitle: "Now live", startsAt: null });
    const before = await bannerRows();
    const refusal = await failureOf(
      admin.api.updateBanner(banner._id, { startsAt: at(2 * HOUR), endsAt: at(HOUR) }),
    );
    expect(refusal.status).toBe(400);
    await admin.api.updateBanner(banner._id, { endsAt: at(HOUR) });
    expect(
      (await failureOf(admin.api.updateBanner(banner._id, { startsAt: at(2 * HOUR) }))).status,
    ).toBe(400);
    await admin.api.deleteBanner(banner._id);
    expect((await failureOf(admin.api.deleteBanner(banner._id))).status).toBe(404);
    expect((await failureOf(admin.api.updateBanner(banner._id, { title: "x" }))).status).toBe(404);
    expect((await bannerRows()).length).toBe(before.length - 1);
  });

  it("refuses non-admins every admin call (403) and bad input (400), changing nothing", async () => {
    const banner = await admin.api.createBanner({ language: "es", title: "Fijo" });
    const user = await server.signup();
    const before = await bannerRows();
    const calls = [
      () => user.api.listBanners(),
      () => user.api.createBanner({ language: "es", title: "Hack" }),
      () => user.api.updateBanner(banner._id, { title: "Hack" }),
      () => user.api.deleteBanner(banner._id),
    ];
    for (const call of calls) expect((await failureOf(call())).status).toBe(403);
    expect((await failureOf(server.client().listBanners())).status).toBe(401);
    expect((await failureOf(server.client().deleteBanner(banner._id))).status).toBe(401);
    const bad: unknown[] = [
      {},
      { language: "fr", title: "x" },
      { language: "es", title: " " },
      { language: "es", title: "x".repeat(201) },
      { language: "es", title: "x", imageUrl: "javascript:alert(1)" },
      { language: "es", title: "x", linkUrl: "//evil.example" },
      { language: "es", title: "x", order: 1.5 },
      { language: "es", title: "x", active: "yes" },
      { language: "es", title: "x", startsAt: "soon" },
      { language: "es", title: "x", startsAt: at(HOUR), endsAt: at(0) },
      { language: "es", title: "<script>", views: 100 },
    ];
    for (const input of bad) {
      const failure = await failureOf(admin.api.createBanner(input as CreateBannerBody));
      expect(failure.status, JSON.stringify(input)).toBe(400);
    }
    expect(
      (await failureOf(admin.api.updateBanner(banner._id, { clicks: 5 } as never))).status,
    ).toBe(400);
    expect(await bannerRows()).toEqual(before);
  });
});
