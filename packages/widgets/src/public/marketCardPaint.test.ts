import { UNFOLLOW_GRACE_MS } from "@pulso/sdk/public";
import { success } from "@pulso/sdk/testing";
import { act, fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createTestPublicClient,
  testHistory,
  testMarket,
  type TestPublicClient,
} from "../test-utils/testPulso";
import { setElementDefaults } from "./defaults";
import { defineMarketCard } from "./marketCard.element";
import { renderMarkup } from "./renderMarkup";
import { retainSharedClient, setSharedClientFactory } from "./sharedPublicClient";

// The market card's first paint (DESIGN §7): the batch answer brings the card's markup, which
// the page shows with no widget code; the live card takes over when something changes.

let test: TestPublicClient;
let testNumber = 0;
/** The query of each batch request the page made. */
let batches: URLSearchParams[] = [];
/** This test's API base (each test its own, so no shared client outlives its test). */
let apiBase = "";

beforeEach(async () => {
  const market = testMarket();
  const week = testHistory(market).history;
  apiBase = `http://paint-${(testNumber += 1)}.test/api/v1`;
  const markup = await renderMarkup(
    "market-card",
    { polls: [market], histories: { [market._id]: week } },
    { lang: "es", theme: "light", apiBase },
  );
  batches = [];
  test = createTestPublicClient(market, apiBase);
  test.api.on("GET", "/polls/batch", (request) => {
    batches.push(request.query);
    const found = (request.query.get("ids") ?? "").split(",").includes(market._id);
    return success({
      polls: found ? [market] : [],
      histories: found && request.query.get("history") ? { [market._id]: week } : {},
      ...(request.query.get("markup") && found ? { markup } : {}),
    });
  });
  setSharedClientFactory(() => test.client);
  setElementDefaults({ apiBase, lang: "es", theme: "light" });
  defineMarketCard();
});

afterEach(async () => {
  vi.useRealTimers();
  await act(async () => {
    document.body.innerHTML = "";
  });
  setSharedClientFactory(null);
});

/** Mounts a card and waits for its first paint; counts its `pulso-ready` events. */
async function paintedCard(attributes = 'lang="es" theme="light"') {
  const ready = vi.fn();
  const host = document.createElement("div");
  host.addEventListener("pulso-ready", ready);
  // In the page before its markup is parsed: the element is upgraded there, each attribute
  // reported before it connects, as on a news page where embed.js defines it late.
  document.body.append(host);
  await act(async () => {
    host.innerHTML = `<pulso-market-card market="m_1" ${attributes}></pulso-market-card>`;
  });
  const card = host.firstElementChild as HTMLElement;
  const root = () => within(card.shadowRoot as unknown as HTMLElement);
  await root().findByRole("heading", { name: /¿Ganará/ });
  return { card, root, ready };
}

/** Marks the painted DOM, so a test can tell it from a live render. */
function tagPainted(card: HTMLElement): () => boolean {
  const article = card.shadowRoot?.querySelector("article");
  article?.setAttribute("data-painted", "");
  return () => card.shadowRoot?.querySelector("article")?.hasAttribute("data-painted") ?? false;
}

describe("<pulso-market-card> first paint", () => {
  it("shows the server's markup from the batch request and says it is ready, once", async () => {
    const { card, root, ready } = await paintedCard();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.get("markup")).toBe("market-card");
    expect(batches[0]?.get("lang")).toBe("es");
    expect(batches[0]?.get("theme")).toBe("light");
    expect(root().getByText("62¢")).toBeTruthy();
    expect(card.shadowRoot?.querySelector("style")?.textContent).toContain(".pulso-mc");
    expect(ready).toHaveBeenCalledTimes(1);
    // Nothing changes, so the live card never comes: the painted DOM stays as it was.
    const stillPainted = tagPainted(card);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(stillPainted()).toBe(true);
  });

  it("names the platform for a picture the API stores as a path, as the live card does", async () => {
    const market = { ...testMarket(), image: "/uploads/m_1.png" };
    const markup = await renderMarkup(
      "market-card",
      { polls: [market], histories: { [market._id]: testHistory(market).history } },
      { lang: "es", theme: "light", apiBase: "https://pulso.example/api/v1" },
    );
    // On a news page a bare path would ask the newspaper's own site for the picture.
    for (const shown of [markup[market._id]?.live, markup[market._id]?.offline]) {
      const box = document.createElement("div");
      box.innerHTML = shown ?? "";
      expect(box.querySelector("img")?.getAttribute("src")).toBe(
        "https://pulso.example/uploads/m_1.png",
      );
    }
  });

  it("brings the live card on a pushed price, with the new price and no second ready", async () => {
    const { card, root, ready } = await paintedCard();
    act(() => test.sockets.latest().open());
    act(() =>
      test.sockets.latest().receive({
        event: "poll_updated",
        pollId: "m_1",
        prices: { o_yes: 70, o_no: 30 },
        volume: 1300,
        at: "2026-11-21T12:00:00.000Z",
      }),
    );
    expect(await root().findByRole("group", { name: /^Sí, 70 centavos, 70\s?%$/ })).toBeTruthy();
    expect(root().getByText("$1,300.00")).toBeTruthy();
    expect(card.shadowRoot?.querySelectorAll("article")).toHaveLength(1);
    // The live card's own "ready" (after its effects) is not repeated to the page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(ready).toHaveBeenCalledTimes(1);
    // No refetch: the push is applied as it came (one batch request in all).
    expect(batches).toHaveLength(1);
  });

  it("stays painted when the socket replays the prices it loaded; a replay that moves one brings the live card", async () => {
    const { card, root } = await paintedCard();
    const stillPainted = tagPainted(card);
    const socket = test.sockets.latest();
    act(() => socket.open());
    // A market traded in the last seconds: the server replays its latest push to a new
    // subscriber, most often with the very prices the batch just brought.
    const replay = (prices: Record<string, number>, volume: number) =>
      act(() =>
        socket.receive({
          event: "poll_updated",
          pollId: "m_1",
          prices,
          volume,
          // After the week's last point, as a trade of the last seconds is.
          at: "2026-11-24T09:00:00.000Z",
          replayed: true,
        }),
      );
    replay({ o_yes: 62, o_no: 38 }, testMarket().volume);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(stillPainted()).toBe(true);
    expect(root().getByText("62¢")).toBeTruthy();

    // A trade between the batch and the subscription: the replay is news.
    replay({ o_yes: 66, o_no: 34 }, testMarket().volume + 20);
    expect(await root().findByRole("group", { name: /^Sí, 66 centavos, 66\s?%$/ })).toBeTruthy();
    expect(stillPainted()).toBe(false);
    expect(batches).toHaveLength(1);
  });

  it("hands its market over to the live card without leaving the socket; a card taken off the page leaves it after a grace", async () => {
    const { card } = await paintedCard();
    const stillPainted = tagPainted(card);
    const socket = test.sockets.latest();
    act(() => socket.open());
    const follows = () =>
      socket
        .frames()
        .filter(
          (frame) =>
            (frame as { pollIds?: string[] }).pollIds?.includes("m_1") &&
            ["subscribe", "unsubscribe"].includes((frame as { type: string }).type),
        )
        .map((frame) => (frame as { type: string }).type);
    expect(follows()).toEqual(["subscribe"]);

    // The live card subscribes in an effect after its first paint, when the painted one has
    // stopped watching: the market stays followed, with no second replay asked for.
    fireEvent.pointerOver(card);
    await waitFor(() => expect(stillPainted()).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, UNFOLLOW_GRACE_MS + 200)));
    expect(follows()).toEqual(["subscribe"]);

    // Another widget of the page keeps the page's client (and its socket) open.
    const release = retainSharedClient(apiBase, test.client);
    await act(async () => card.remove());
    await act(() => new Promise((resolve) => setTimeout(resolve, UNFOLLOW_GRACE_MS / 2)));
    expect(follows()).toEqual(["subscribe"]);
    await waitFor(() => expect(follows()).toEqual(["subscribe", "unsubscribe"]), {
      timeout: UNFOLLOW_GRACE_MS * 2,
    });
    release();
  });

  it("a click on a painted Apostar reaches the live card", async () => {
    const { card, root } = await paintedCard();
    const stillPainted = tagPainted(card);
    const selected = vi.fn();
    card.addEventListener("pulso-option-select", selected);
    fireEvent.click(root().getByRole("button", { name: "Apostar por Sí" }));
    await waitFor(() => expect(selected).toHaveBeenCalledTimes(1));
    expect(stillPainted()).toBe(false);
    expect(selected.mock.calls[0]?.[0].detail).toEqual({ marketId: "m_1" });
  });

  it("a press on a painted Apostar that the live card replaces before the release still counts, once", async () => {
    const { card, root } = await paintedCard();
    const stillPainted = tagPainted(card);
    const selected = vi.fn();
    card.addEventListener("pulso-option-select", selected);
    const painted = root().getByRole("button", { name: "Apostar por Sí" });
    // Pointing at it and pressing bring the live card, which replaces the button under the finger.
    fireEvent.pointerOver(card);
    fireEvent.pointerDown(painted);
    await waitFor(() => expect(stillPainted()).toBe(false));
    expect(selected).not.toHaveBeenCalled();
    // The browser's click then goes to no button (the pressed one is gone); the release counts.
    fireEvent.pointerUp(root().getByRole("button", { name: "Apostar por Sí" }));
    fireEvent.click(card.shadowRoot!.querySelector("article")!);
    await waitFor(() => expect(selected).toHaveBeenCalledTimes(1));
    fireEvent.pointerUp(root().getByRole("button", { name: "Apostar por Sí" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(selected).toHaveBeenCalledTimes(1);
  });

  it("a press on a painted title link that the live card replaces before the release still opens it, once", async () => {
    const { card, root } = await paintedCard();
    const stillPainted = tagPainted(card);
    const title = () =>
      root()
        .getByRole("heading", { name: /¿Ganará/ })
        .querySelector("a")!;
    const opened = vi.fn();
    // What the browser would open (jsdom does not navigate).
    card.shadowRoot!.addEventListener("click", (event) => {
      const link = (event.target as Element).closest?.("a");
      if (!link) return;
      event.preventDefault();
      opened(link.getAttribute("href"), link.getAttribute("target"));
    });
    const painted = title();
    fireEvent.pointerOver(card);
    fireEvent.pointerDown(painted);
    await waitFor(() => expect(stillPainted()).toBe(false));
    expect(title()).not.toBe(painted);
    // The browser's click then goes to neither link (the pressed one is gone); the release counts.
    fireEvent.pointerUp(title());
    fireEvent.click(card.shadowRoot!.querySelector("article")!);
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(opened).toHaveBeenCalledWith(painted.getAttribute("href"), "_blank");
    fireEvent.pointerUp(title());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("a press dragged off and released elsewhere is no click", async () => {
    const { card, root } = await paintedCard();
    const stillPainted = tagPainted(card);
    const selected = vi.fn();
    card.addEventListener("pulso-option-select", selected);
    fireEvent.pointerDown(root().getByRole("button", { name: "Apostar por Sí" }));
    fireEvent.pointerOver(card);
    await waitFor(() => expect(stillPainted()).toBe(false));
    fireEvent.pointerUp(card.shadowRoot!.querySelector("article")!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(selected).not.toHaveBeenCalled();
  });

  it("comes alive when the reader points at it or focuses it", async () => {
    const { card } = await paintedCard();
    const stillPainted = tagPainted(card);
    fireEvent.focusIn(card);
    await waitFor(() => expect(stillPainted()).toBe(false));
  });

  it("keeps the keyboard focus where it was when the live card takes over", async () => {
    const { card, root } = await paintedCard();
    const stillPainted = tagPainted(card);
    const apostar = () => root().getByRole("button", { name: "Apostar por No" });
    const painted = apostar();
    // Focusing it brings the live card, which replaces the focused button.
    act(() => painted.focus());
    expect(card.shadowRoot?.activeElement).toBe(painted);
    await waitFor(() => expect(stillPainted()).toBe(false));
    expect(apostar()).not.toBe(painted);
    expect(card.shadowRoot?.activeElement).toBe(apostar());
  });

  it("follows page settings changed after it was painted", async () => {
    const { card, root } = await paintedCard("");
    act(() => setElementDefaults({ lang: "en", theme: "dark" }));
    expect(await root().findByRole("heading", { name: /Will candidate A/ })).toBeTruthy();
    expect(card.shadowRoot?.querySelector(".pulso-mc")?.getAttribute("data-theme")).toBe("dark");
  });

  it("shows the offline markup past the five tries, then the live card when the connection returns", async () => {
    const { card, root } = await paintedCard();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    act(() => test.sockets.latest().open());
    act(() => test.sockets.latest().drop());
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(root().queryByText("Sin conexión")).toBeNull();
      act(() => test.sockets.latest().fail());
    }
    // Painted by the server for this moment: no widget code needed from an unreachable platform.
    expect(root().getByRole("status").textContent).toContain("Sin conexión");
    expect(root().getByText("62¢").hasAttribute("data-pulso-stale")).toBe(true);
    // Under the same styles as before, with one card.
    expect(card.shadowRoot?.firstElementChild?.textContent).toContain(".pulso-mc__badge");
    const children = [...(card.shadowRoot?.children ?? [])].map((child) => child.localName);
    expect(children).toEqual(["style", "article"]);
    const stillPainted = tagPainted(card);

    await act(() => vi.advanceTimersByTimeAsync(10_001));
    act(() => test.sockets.latest().open());
    vi.useRealTimers();
    await waitFor(() => expect(stillPainted()).toBe(false));
    await waitFor(() => expect(root().queryByText("Sin conexión")).toBeNull());
    expect(root().getByText("62¢").hasAttribute("data-pulso-stale")).toBe(false);
  });
});
