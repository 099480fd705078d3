import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeWebSocketServer } from "../test-utils/fakeWebSocket";
import { createRealtimeClient, type RealtimeClientOptions } from "./createRealtimeClient";

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
/**
 * Room, after a retry's timer, for its socket to be made: one fake millisecond (the socket is
 * made as the timer fires; the margin keeps each step's timing explicit).
 */
const SOCKET_CREATION_MS = 1;

function setup(options: Partial<RealtimeClientOptions> = {}) {
  const server = createFakeWebSocketServer();
  const onEvent = vi.fn();
  const onGiveUp = vi.fn();
  const auth = { token: null as string | null };
  const client = createRealtimeClient({
    url: "ws://api.test/ws",
    WebSocket: server.WebSocket,
    getToken: () => auth.token,
    onEvent,
    onGiveUp,
    ...options,
  });
  const state = () => client.store.getState();
  return { server, client, onEvent, onGiveUp, auth, state };
}

/** Fails the socket now open or connecting, then waits the 5 s until the next try exists. */
async function failAndWait(server: ReturnType<typeof createFakeWebSocketServer>) {
  server.latest().fail();
  await tick(5000);
}

/** Fails the try under way and the `retries` after it (5 s apart): the client is then offline. */
async function giveUp(server: ReturnType<typeof createFakeWebSocketServer>, retries = 5) {
  for (let attempt = 0; attempt < retries; attempt += 1) await failAndWait(server);
  server.latest().fail();
}

/** A page's `window` and `document`, for the `online` and `visibilitychange` events. */
function stubBrowser() {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: "visible" });
  vi.stubGlobal("window", window);
  vi.stubGlobal("document", document);
  return { window, document };
}

describe("createRealtimeClient", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens the socket at once on connect() and reports the connection state", async () => {
    const { server, client, state } = setup();
    expect(state()).toMatchObject({ status: "closed", attempts: 0 });

    client.connect();
    expect(state().status).toBe("connecting");
    await tick();
    expect(server.sockets).toHaveLength(1);
    expect(server.latest().url).toBe("ws://api.test/ws");

    server.latest().open();
    expect(state()).toMatchObject({ status: "open", attempts: 0, gaveUp: false });
    client.connect();
    await tick();
    expect(server.sockets).toHaveLength(1);
    client.disconnect();
  });

  it("reconnects 5 s after a close, not sooner", async () => {
    const { server, client, state } = setup();
    client.connect();
    await tick();
    server.latest().open();

    server.latest().drop();
    expect(state()).toMatchObject({ status: "connecting", attempts: 1 });
    await tick(4999);
    expect(server.sockets).toHaveLength(1);
    await tick(1);
    expect(server.sockets).toHaveLength(2);
    server.latest().open();
    expect(state()).toMatchObject({ status: "open", attempts: 0 });
    client.disconnect();
  });

  it("tries 5 times in a row 5 s apart, then marks itself offline and reports it exactly once", async () => {
    const { server, client, state, onGiveUp } = setup();
    client.connect();
    await tick();
    server.latest().fail();
    expect(state().attempts).toBe(1);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await tick(5000);
      expect(server.sockets).toHaveLength(1 + attempt);
      expect(onGiveUp).not.toHaveBeenCalled();
      server.latest().fail();
    }

    expect(state()).toMatchObject({ status: "closed", gaveUp: true });
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    client.disconnect();
  });

  it("keeps trying while offline, waiting 10 s, 20 s, 40 s, then 60 s at most, until the server is back", async () => {
    const { server, client, state, onGiveUp } = setup();
    client.connect();
    await tick();
    await giveUp(server);
    expect(state()).toMatchObject({ status: "closed", gaveUp: true });

    for (const wait of [10_000, 20_000, 40_000, 60_000, 60_000]) {
      const made = server.sockets.length;
      await tick(wait - 1);
      expect(state().status).toBe("closed");
      await tick(1);
      // The try starts (still marked offline while under way)…
      expect(state()).toMatchObject({ status: "connecting", gaveUp: true });
      await tick(SOCKET_CREATION_MS);
      // …with one new socket.
      expect(server.sockets).toHaveLength(made + 1);
      server.latest().fail();
      expect(state()).toMatchObject({ status: "closed", gaveUp: true });
    }
    expect(onGiveUp).toHaveBeenCalledTimes(1);

    await tick(60_000 + SOCKET_CREATION_MS);
    server.latest().open();
    expect(state()).toMatchObject({ status: "open", attempts: 0, gaveUp: false });
    client.disconnect();
  });

  it("reports each new outage once, and starts it with the spec's 5 s tries", async () => {
    const { server, client, state, onGiveUp } = setup();
    client.connect();
    await tick();
    await giveUp(server);
    await tick(10_000 + SOCKET_CREATION_MS);
    server.latest().open();
    expect(onGiveUp).toHaveBeenCalledTimes(1);

    server.latest().drop();
    expect(state()).toMatchObject({ status: "connecting", attempts: 1, gaveUp: false });
    const made = server.sockets.length;
    await tick(5000);
    expect(server.sockets).toHaveLength(made + 1);
    for (let attempt = 1; attempt <= 4; attempt += 1) await failAndWait(server);
    server.latest().fail();
    expect(onGiveUp).toHaveBeenCalledTimes(2);
    client.disconnect();
  });

  it("counts a try that never opens as failed after the connection timeout", async () => {
    const { server, client, state } = setup();
    client.connect();
    await tick();
    await tick(4000);
    expect(state()).toMatchObject({ status: "connecting", attempts: 1 });
    await tick(5000);
    expect(server.sockets).toHaveLength(2);
    client.disconnect();
  });

  it("resets the count on a successful open", async () => {
    const { server, client, state, onGiveUp } = setup();
    client.connect();
    await tick();
    await failAndWait(server);
    await failAndWait(server);
    await failAndWait(server);
    expect(state().attempts).toBe(3);

    server.latest().open();
    expect(state().attempts).toBe(0);

    // A fresh run of five: the drop, then four failed tries, still retrying.
    server.latest().drop();
    await tick(5000);
    for (let attempt = 1; attempt <= 4; attempt += 1) await failAndWait(server);
    expect(state()).toMatchObject({ status: "connecting", attempts: 5, gaveUp: false });
    server.latest().fail();
    expect(state().gaveUp).toBe(true);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(server.sockets).toHaveLength(1 + 3 + 5);
  });

  it("never retries after disconnect(), whether open or waiting to retry", async () => {
    const { server, client, state, onGiveUp } = setup();
    client.connect();
    await tick();
    server.latest().open();
    client.disconnect();
    expect(server.latest().closedByClient).toBe(true);
    expect(state()).toMatchObject({ status: "closed", attempts: 0, gaveUp: false });
    await tick(60_000);
    expect(server.sockets).toHaveLength(1);

    client.connect();
    await tick();
    server.latest().fail();
    client.disconnect();
    await tick(60_000);
    expect(server.sockets).toHaveLength(2);
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it("tries at once when connect() is called while offline", async () => {
    const { server, client, state } = setup();
    client.connect();
    await tick();
    await giveUp(server);
    const made = server.sockets.length;

    client.connect();
    expect(state()).toMatchObject({ status: "connecting", gaveUp: true });
    await tick();
    expect(server.sockets).toHaveLength(made + 1);
    client.connect();
    await tick();
    expect(server.sockets).toHaveLength(made + 1);
    server.latest().open();
    expect(state()).toMatchObject({ status: "open", attempts: 0, gaveUp: false });
    client.disconnect();
  });

  it("tries at once when the browser is back online or the page becomes visible", async () => {
    const page = stubBrowser();
    const { server, client, state } = setup();
    client.connect();
    await tick();
    await giveUp(server);
    const made = server.sockets.length;

    page.window.dispatchEvent(new Event("online"));
    await tick();
    expect(server.sockets).toHaveLength(made + 1);
    server.latest().fail();

    page.document.visibilityState = "hidden";
    page.document.dispatchEvent(new Event("visibilitychange"));
    await tick();
    expect(server.sockets).toHaveLength(made + 1);
    page.document.visibilityState = "visible";
    page.document.dispatchEvent(new Event("visibilitychange"));
    await tick();
    expect(server.sockets).toHaveLength(made + 2);
    server.latest().open();
    expect(state()).toMatchObject({ status: "open", gaveUp: false });

    // Connected: the hints change nothing.
    page.window.dispatchEvent(new Event("online"));
    await tick();
    expect(server.sockets).toHaveLength(made + 2);
    client.disconnect();
  });

  it("stops every try on disconnect(), even while offline", async () => {
    const page = stubBrowser();
    const { server, client, state } = setup();
    client.connect();
    await tick();
    await giveUp(server);
    const made = server.sockets.length;

    client.disconnect();
    expect(state()).toMatchObject({ status: "closed", attempts: 0, gaveUp: false });
    page.window.dispatchEvent(new Event("online"));
    page.document.dispatchEvent(new Event("visibilitychange"));
    await tick(10 * 60_000);
    expect(server.sockets).toHaveLength(made);
  });

  it("tells onReconnect listeners, with the followed markets, when it is back after a drop", async () => {
    const { server, client } = setup();
    const reconnected = vi.fn();
    const stop = client.onReconnect(reconnected);
    client.subscribe(["m_1", "m_2"]);
    client.connect();
    await tick();
    server.latest().open();
    expect(reconnected).not.toHaveBeenCalled();

    server.latest().drop();
    await tick(5000);
    server.latest().open();
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(reconnected).toHaveBeenLastCalledWith(["m_1", "m_2"]);

    // Back after an outage past the five tries, too.
    server.latest().drop();
    await tick(5000);
    await giveUp(server, 4);
    await tick(10_000 + SOCKET_CREATION_MS);
    server.latest().open();
    expect(reconnected).toHaveBeenCalledTimes(2);

    // A deliberate reopen or a fresh connect() missed nothing it did not ask to miss.
    client.refreshIdentity();
    await tick();
    server.latest().open();
    client.disconnect();
    client.connect();
    await tick();
    server.latest().open();
    expect(reconnected).toHaveBeenCalledTimes(2);

    stop();
    server.latest().drop();
    await tick(5000);
    server.latest().open();
    expect(reconnected).toHaveBeenCalledTimes(2);
    client.disconnect();
  });

  it("restores every subscription after a reconnect, and shares one per market", async () => {
    const { server, client } = setup();
    const leaveFirst = client.subscribe(["m_1", "m_2"]);
    client.connect();
    await tick();
    const first = server.latest();
    first.open();
    expect(first.frames()).toEqual([{ type: "subscribe", pollIds: ["m_1", "m_2"] }]);

    const leaveSecond = client.subscribe(["m_2", "m_3"]);
    await Promise.resolve();
    expect(first.frames().at(-1)).toEqual({ type: "subscribe", pollIds: ["m_3"] });

    first.drop();
    await tick(5000);
    const second = server.latest();
    expect(second).not.toBe(first);
    second.open();
    expect(second.frames()).toEqual([{ type: "subscribe", pollIds: ["m_1", "m_2", "m_3"] }]);

    leaveFirst();
    leaveFirst();
    await Promise.resolve();
    expect(second.frames().at(-1)).toEqual({ type: "unsubscribe", pollIds: ["m_1"] });
    leaveSecond();
    await Promise.resolve();
    expect(second.frames().at(-1)).toEqual({ type: "unsubscribe", pollIds: ["m_2", "m_3"] });
    client.disconnect();
  });

  it("tells the socket a task's subscriptions in one frame, and nothing for a market left and followed again", async () => {
    const { server, client, state } = setup();
    client.connect();
    await tick();
    const socket = server.latest();
    socket.open();
    // A page of cards mounting one after another, in one task.
    const leave = ["m_1", "m_2", "m_3"].map((id) => client.subscribe(id));
    expect(socket.frames()).toEqual([]);
    await Promise.resolve();
    expect(socket.frames()).toEqual([{ type: "subscribe", pollIds: ["m_1", "m_2", "m_3"] }]);
    socket.receive({ event: "subscribed", pollIds: ["m_1", "m_2", "m_3"] });
    expect(state().subscribedPollIds).toEqual(["m_1", "m_2", "m_3"]);

    // A card re-rendered onto another market, and one that leaves and comes back at once.
    leave[0]?.();
    const again = client.subscribe("m_1");
    leave[1]?.();
    client.subscribe("m_4");
    await Promise.resolve();
    expect(socket.frames().slice(1)).toEqual([
      { type: "subscribe", pollIds: ["m_4"] },
      { type: "unsubscribe", pollIds: ["m_2"] },
    ]);
    again();
    leave[2]?.();
    await Promise.resolve();
    expect(socket.frames().slice(3)).toEqual([{ type: "unsubscribe", pollIds: ["m_1", "m_3"] }]);
    client.disconnect();
  });

  it("watch() follows a market and tells each event's handler it is open until closed", async () => {
    const { server, client, onEvent } = setup();
    client.connect();
    await tick();
    const socket = server.latest();
    socket.open();
    const update = {
      event: "poll_updated",
      pollId: "m_1",
      prices: { o_yes: 61, o_no: 39 },
      volume: 10,
      at: "2026-11-03T18:00:00.000Z",
    };
    const openedIn = () => {
      socket.receive(update);
      const context = onEvent.mock.calls.at(-1)?.[1] as { isWatched(id: string): boolean };
      return [context.isWatched("m_1"), context.isWatched("m_2")];
    };
    expect(openedIn()).toEqual([false, false]);

    const closePage = client.watch("m_1");
    await Promise.resolve();
    expect(socket.frames().at(-1)).toEqual({ type: "subscribe", pollIds: ["m_1"] });
    const closeTwin = client.watch("m_1");
    expect(openedIn()).toEqual([true, false]);
    closePage();
    closePage();
    expect(openedIn()).toEqual([true, false]);
    closeTwin();
    expect(openedIn()).toEqual([false, false]);
    await Promise.resolve();
    expect(socket.frames().at(-1)).toEqual({ type: "unsubscribe", pollIds: ["m_1"] });
    client.disconnect();
  });

  it("records the polls the server acknowledges", async () => {
    const { server, client, state } = setup();
    client.subscribe("m_1");
    client.connect();
    await tick();
    server.latest().open();
    server.latest().receive({ event: "subscribed", pollIds: ["m_1"] });
    expect(state().subscribedPollIds).toEqual(["m_1"]);
    server.latest().drop();
    expect(state().subscribedPollIds).toEqual([]);
    client.disconnect();
  });

  it("ignores malformed messages silently and delivers well-formed events", async () => {
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    const { server, client, onEvent } = setup();
    const listener = vi.fn();
    client.onEvent(listener);
    client.connect();
    await tick();
    const socket = server.latest();
    socket.open();

    socket.receive("not json {");
    socket.receive("[1,2,3]");
    socket.receive({ event: "poll_updated", pollId: "m_1" });
    socket.receive({ event: "balance_updated", userId: "u_1", newBalance: "12" });
    socket.receive({ event: "teleport", pollId: "m_1" });
    socket.receive({ hello: "world" });
    socket.receive({ event: "pong" });
    expect(onEvent).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();

    const event = { event: "dashboard_updated", userId: "u_1" };
    socket.receive(event);
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(event, expect.anything());
    expect(listener).toHaveBeenCalledWith(event, expect.anything());
    client.disconnect();
  });

  it("keeps delivering when a listener throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { server, client, onEvent } = setup();
    client.onEvent(() => {
      throw new Error("boom");
    });
    client.connect();
    await tick();
    server.latest().open();
    server.latest().receive({ event: "dashboard_updated", userId: "u_1" });
    server.latest().receive({ event: "dashboard_updated", userId: "u_1" });
    expect(onEvent).toHaveBeenCalledTimes(2);
    client.disconnect();
  });

  it("authenticates with the bearer token on every open and after sign-in", async () => {
    const { server, client, auth } = setup();
    auth.token = "t_1";
    client.connect();
    await tick();
    server.latest().open();
    expect(server.latest().frames()).toEqual([{ type: "auth", token: "t_1" }]);

    auth.token = "t_2";
    client.refreshIdentity();
    expect(server.latest().frames().at(-1)).toEqual({ type: "auth", token: "t_2" });
    expect(server.sockets).toHaveLength(1);
    client.disconnect();
  });

  it("reopens the socket to drop its identity when there is no token (sign-out, cookies)", async () => {
    const { server, client, state } = setup();
    client.connect();
    await tick();
    server.latest().open();
    client.refreshIdentity();
    expect(server.sockets[0]?.closedByClient).toBe(true);
    expect(state()).toMatchObject({ status: "connecting", attempts: 0 });
    await tick();
    expect(server.sockets).toHaveLength(2);
    client.disconnect();
  });

  it("reports a missing WebSocket implementation instead of throwing", () => {
    vi.stubGlobal("WebSocket", undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { client, state } = setup({ WebSocket: undefined });
    client.connect();
    expect(state().status).toBe("closed");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("[pulso] no WebSocket"));
    vi.unstubAllGlobals();
  });
});
