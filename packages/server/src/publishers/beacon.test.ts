import { MAX_BEACON_VIEWS } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let clock = new Date();
let publisherId: string;

const DIARIO = "https://diario-beacon.example";
const PENDING = "https://pendiente-beacon.example";
const SUSPENDED = "https://suspendido-beacon.example";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0";

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  const admin = await server.admin();
  const publisher = (name: string, origin: string) =>
    admin.api.createPublisher({
      name,
      contactEmail: "medios@diario.example",
      origins: [origin],
      sharePercent: 20,
    });
  publisherId = (await publisher("Diario Beacon", DIARIO)).id;
  await admin.api.updatePublisher(publisherId, { status: "active" });
  await publisher("Pendiente Beacon", PENDING);
  const suspended = await publisher("Suspendido Beacon", SUSPENDED);
  await admin.api.updatePublisher(suspended.id, { status: "active" });
  await admin.api.updatePublisher(suspended.id, { status: "suspended" });
});
afterAll(() => server.close());

interface BeaconOptions {
  origin?: string | null;
  address?: string;
  userAgent?: string;
  contentType?: string;
  cookie?: string;
}

/** A page's beacon as the embed loader sends it: text/plain JSON, no credentials. */
async function beacon(body: unknown, options: BeaconOptions = {}) {
  const origin = options.origin === undefined ? DIARIO : options.origin;
  const response = await fetch(`${server.baseURL}/embed/beacon`, {
    method: "POST",
    headers: {
      "content-type": options.contentType ?? "text/plain;charset=UTF-8",
      "user-agent": options.userAgent ?? CHROME,
      "x-forwarded-for": options.address ?? "203.0.113.10",
      ...(origin === null ? {} : { origin }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as { status: string; code?: string; data?: unknown },
    setCookies: response.headers.getSetCookie(),
  };
}

const page = (path: string, views = 2, interactions = 1) => ({
  path,
  views: Array.from({ length: views }, (_, index) => ({
    widget: index % 2 ? "price-chart" : "market-card",
  })),
  interactions,
});

async function viewsOf(path: string) {
  const rows = await server.db.query<{ views: number; interactions: number; publisher_id: string }>(
    "SELECT views, interactions, publisher_id FROM embed_views WHERE article_path = $1",
    [path],
  );
  return rows.rows;
}

async function readersOf(path: string) {
  const rows = await server.db.query<{ day: string; reader_hash: string }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, reader_hash FROM embed_readers WHERE article_path = $1 ORDER BY day",
    [path],
  );
  return rows.rows;
}

/** Every beacon table's rows, to prove a refused or ignored beacon left them alone. */
async function beaconTables() {
  const views = await server.db.query("SELECT * FROM embed_views ORDER BY 1, 2, 3");
  const readers = await server.db.query("SELECT * FROM embed_readers ORDER BY 1, 2, 3, 4");
  return { views: views.rows, readers: readers.rows };
}

describe("the views beacon (DESIGN §12)", () => {
  it("counts a page's views and interactions for the active publisher of its Origin, sent as text/plain", async () => {
    const answer = await beacon(page("/politica/elecciones", 3, 2));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: "success", data: null });
    expect(await viewsOf("/politica/elecciones")).toEqual([
      { views: 3, interactions: 2, publisher_id: publisherId },
    ]);
    expect(await readersOf("/politica/elecciones")).toHaveLength(1);

    // The same reader again that day: more views, still one reader.
    await beacon(page("/politica/elecciones", 1, 0));
    expect(await viewsOf("/politica/elecciones")).toEqual([
      { views: 4, interactions: 2, publisher_id: publisherId },
    ]);
    expect(await readersOf("/politica/elecciones")).toHaveLength(1);
  });

  it("accepts the same body as application/json", async () => {
    const answer = await beacon(page("/economia/json"), { contentType: "application/json" });
    expect(answer.status).toBe(200);
    expect(await viewsOf("/economia/json")).toEqual([
      { views: 2, interactions: 1, publisher_id: publisherId },
    ]);
  });

  it("counts distinct readers by address and browser, and stores neither", async () => {
    const path = "/sociedad/lectores";
    await beacon(page(path), { address: "203.0.113.20" });
    await beacon(page(path), { address: "203.0.113.21" });
    await beacon(page(path), { address: "203.0.113.21", userAgent: "Mozilla/5.0 Firefox/133.0" });
    await beacon(page(path), { address: "203.0.113.20" });
    const readers = await readersOf(path);
    expect(readers).toHaveLength(3);
    const stored = JSON.stringify(await beaconTables());
    expect(stored).not.toContain("203.0.113.2");
    expect(stored).not.toContain("Firefox");
  });

  it("never sets a cookie, and counts the same with or without one", async () => {
    const path = "/cultura/sin-cookies";
    const without = await beacon(page(path));
    expect(without.setCookies).toEqual([]);
    const withCookie = await beacon(page(path), {
      cookie: "pulso_session=forged; other=1",
      address: "203.0.113.30",
    });
    expect(withCookie.status).toBe(200);
    expect(withCookie.setCookies).toEqual([]);
    expect(await viewsOf(path)).toEqual([{ views: 4, interactions: 2, publisher_id: publisherId }]);
  });

  it("answers the same and records nothing without an Origin, or from a site that is not an active publisher's", async () => {
    const before = await beaconTables();
    for (const origin of [
      null,
      "null",
      "https://desconocido.example",
      PENDING,
      SUSPENDED,
      server.origin,
    ]) {
      const answer = await beacon(page("/ajeno"), { origin });
      expect([answer.status, answer.json], String(origin)).toEqual([
        200,
        { status: "success", data: null },
      ]);
    }
    expect(await beaconTables()).toEqual(before);
  });

  it("records nothing for a page that had no view and no interaction", async () => {
    const before = await beaconTables();
    expect((await beacon(page("/vacia", 0, 0))).status).toBe(200);
    expect(await beaconTables()).toEqual(before);
  });

  it("refuses bad bodies with 400 and records nothing", async () => {
    const before = await beaconTables();
    const tooMany = page("/muchas", MAX_BEACON_VIEWS + 1);
    const cases: [string, unknown, string?][] = [
      ["not JSON", "views=3"],
      ["broken JSON", '{"path":'],
      ["empty", ""],
      ["null", "null"],
      ["an array", [page("/x")]],
      ["a query string in the path", page("/x?utm=1")],
      ["a relative path", page("x")],
      ["a script for a path", page("<script>alert(1)</script>")],
      ["a path too long", page(`/${"a".repeat(400)}`)],
      ["too many views", tooMany],
      ["a bad widget name", { ...page("/x"), views: [{ widget: "<b>" }] }],
      ["negative interactions", page("/x", 1, -1)],
      ["huge interactions", page("/x", 1, 1e308)],
      ["text interactions", { ...page("/x"), interactions: "3" }],
      ["an unknown field", { ...page("/x"), userId: "u1" }],
      ["a prototype key", '{"__proto__":{"admin":true},"path":"/x","views":[],"interactions":0}'],
    ];
    for (const [name, body] of cases) {
      const answer = await beacon(body);
      expect(answer.status, name).toBe(400);
      expect(answer.json.status, name).toBe("fail");
    }
    const json = await beacon(tooMany, { contentType: "application/json" });
    expect([json.status, json.json.code]).toEqual([400, "VALIDATION_FAILED"]);
    const form = await beacon("path=%2Fx", { contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(await beaconTables()).toEqual(before);
  });

  it("counts a reader under a new salt each day, and forgets the salts of past days", async () => {
    const path = "/internacional/dias";
    const today = new Date();
    try {
      await beacon(page(path), { address: "203.0.113.40" });
      clock = new Date(today.getTime() + 86_400_000);
      await beacon(page(path), { address: "203.0.113.40" });
      clock = new Date(today.getTime() + 3 * 86_400_000);
      await beacon(page(path), { address: "203.0.113.40" });
    } finally {
      clock = new Date();
    }
    const readers = await readersOf(path);
    expect(readers.map((reader) => reader.day)).toHaveLength(3);
    // The same reader, three unrelated hashes.
    expect(new Set(readers.map((reader) => reader.reader_hash)).size).toBe(3);
    const salts = await server.db.query<{ day: string }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM embed_beacon_salts ORDER BY day",
    );
    const inThreeDays = new Date(today.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(salts.rows.map((row) => row.day)).toEqual([inThreeDays]);
  });

  it("limits the beacons of one address, so a flood cannot grow the tables", async () => {
    const flood = "203.0.113.99";
    const answers: number[] = [];
    for (let index = 0; index < 121; index += 1) {
      answers.push((await beacon(page(`/flood/${index}`, 1, 0), { address: flood })).status);
    }
    expect(answers.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(answers[120]).toBe(429);
    const rows = await server.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM embed_views WHERE article_path LIKE '/flood/%'",
    );
    expect(rows.rows[0]?.count).toBe(120);
    // Another address is not held back.
    expect((await beacon(page("/flood/otra"), { address: "203.0.113.98" })).status).toBe(200);
  });
});
