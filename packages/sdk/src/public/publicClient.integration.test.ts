import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiClient, type ApiClient } from "@pulso/api-client";
import type { Market } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ensureServerBuild,
  freePort,
  startServerProcess,
  type ServerProcess,
} from "../test-utils/serverProcess";
import { createPublicClient, type PublicClient } from "./createPublicClient";
import type { Resource } from "./publicData";

/**
 * The lean public client of embedded widgets against the real server (built, PGlite in a
 * temporary folder kept across a restart, demo data): what a page of market cards costs in
 * requests, live prices without refetches, and catching up after the connection drops.
 */

const DEMO_READER = { email: "demo@pulso.test", password: "Demo12345" };

/** Follows a resource as a widget does, until the returned function is called. */
function watch<TData>(resource: Resource<TData>): () => void {
  return resource.subscribe(() => {});
}

describe("the public client against the real server", () => {
  let server: ServerProcess;
  let entry = "";
  let port = 0;
  let dataDir = "";
  let reader: ApiClient;
  let client: PublicClient;
  let cards: Market[] = [];
  const requests: string[] = [];

  beforeAll(async () => {
    entry = ensureServerBuild();
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), "pulso-public-it-"));
    server = await startServerProcess({ entry, port, dataDir, seed: true });
    const anonymous = createApiClient({ baseURL: server.apiBase, timeoutMs: 30_000 });
    const { token } = await anonymous.login(DEMO_READER);
    reader = createApiClient({ baseURL: server.apiBase, token, timeoutMs: 30_000 });
    const { polls } = await anonymous.listPolls({ status: "active", kind: "prediction" });
    cards = polls.slice(0, 3);
    expect(cards).toHaveLength(3);
    client = createPublicClient({
      apiBase: server.apiBase,
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        requests.push(`${init?.method ?? "GET"} ${url.pathname}`);
        return fetch(input, init);
      },
    });
  }, 180_000);

  afterAll(async () => {
    client?.stop();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("loads three cards and their week's histories in one request, then follows them on one socket", async () => {
    for (const card of cards) {
      watch(client.market(card._id));
      watch(client.priceHistory(card._id, "1w"));
    }
    await vi.waitFor(() => {
      for (const card of cards) {
        expect(client.market(card._id).getSnapshot()).toMatchObject({ status: "success" });
        expect(client.priceHistory(card._id, "1w").getSnapshot().status).toBe("success");
      }
    });
    expect(requests).toEqual(["GET /api/v1/polls/batch"]);
    const first = client.market(cards[0]!._id).getSnapshot().data!;
    expect(first.title).toBe(cards[0]!.title);
    expect(first.options.map((option) => option.price)).toEqual(
      cards[0]!.options.map((option) => option.price),
    );
    await vi.waitFor(() =>
      expect([...client.connection.getState().subscribedPollIds].sort()).toEqual(
        cards.map((card) => card._id).sort(),
      ),
    );
  });

  it("applies a bet's pushed prices to the market and its history without asking again", async () => {
    const card = cards[0]!;
    const market = client.market(card._id);
    const history = client.priceHistory(card._id, "1w");
    const before = market.getSnapshot().data!;
    const pointsBefore = history.getSnapshot().data!.points.length;
    const option = before.options[0]!;
    const requestsBefore = requests.length;

    await reader.placeBet({ pollId: card._id, optionId: option._id, amount: 20 });
    const current = await reader.getPoll(card._id);
    await vi.waitFor(() => {
      const shown = market.getSnapshot().data!;
      expect(shown.options[0]!.price).toBe(current.options[0]!.price);
      expect(shown.volume).toBe(current.volume);
    });
    expect(current.options[0]!.price).toBeGreaterThan(option.price ?? 0);
    const points = history.getSnapshot().data!.points;
    expect(points).toHaveLength(pointsBefore + 1);
    expect(points.at(-1)!.prices[0]).toBe(current.options[0]!.price);
    // Pushes are applied as they are: no market or history refetch followed the bet.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(requests.slice(requestsBefore)).toEqual([]);
  });

  it("sees the connection drop while the server is down, and catches up with what it missed", async () => {
    const card = cards[1]!;
    const requestsBefore = requests.length;
    await server.stop();
    await vi.waitFor(() => expect(client.connection.getState().status).not.toBe("open"), {
      timeout: 10_000,
    });
    server = await startServerProcess({ entry, port, dataDir, seed: true });
    // A bet the socket cannot hear: it is not connected again yet (it retries every 5 s).
    const option = card.options[0]!;
    await reader.placeBet({ pollId: card._id, optionId: option._id, amount: 20 });
    const current = await reader.getPoll(card._id);
    await vi.waitFor(
      () => {
        expect(client.connection.getState().status).toBe("open");
        expect(client.market(card._id).getSnapshot().data!.options[0]!.price).toBe(
          current.options[0]!.price,
        );
      },
      { timeout: 40_000, interval: 100 },
    );
    // The catch-up is one batch for every card on the page. The server's replay of that bet to
    // the socket (it subscribes again on reconnecting) may show the price before the batch is
    // asked for: wait for the batch, then for nothing more.
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(requestsBefore));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requests.slice(requestsBefore)).toEqual(["GET /api/v1/polls/batch"]);
  }, 90_000);
});
