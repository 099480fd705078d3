import type { Language } from "@pulso/core";
import { createPulso } from "@pulso/sdk";
import { createFakeApi, FAKE_API_BASE, serveSession, success } from "@pulso/sdk/testing";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testHistory, testMarket } from "../test-utils/testPulso";
import { FrameApp, type FrameView } from "./FrameApp";
import type { ParentLink } from "./parentLink";
import { betTicketView } from "./views/betTicketView";
import { commentsView } from "./views/commentsView";
import { notificationBellView } from "./views/notificationBellView";
import { pollView } from "./views/pollView";

const link: ParentLink = {
  origin: "https://news.example",
  post: () => {},
  onTheme: () => () => {},
};

beforeEach(() => {
  // jsdom has no ResizeObserver; the frame only needs it to exist.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * A signed-out reader's frame, started as bootFrame starts it (cookie session, checked on start)
 * over a fake API that answers like the server: the public data, and the session probe's null.
 */
async function signedOutFrame(view: FrameView, lang: Language) {
  const market = testMarket();
  const api = createFakeApi();
  serveSession(api, null);
  api.on("GET", "/polls/m_1", success({ poll: market }));
  api.on("GET", "/polls/m_1/price-history", success(testHistory(market)));
  api.on(
    "GET",
    "/polls/m_1/results",
    success({ results: { pollId: "m_1", totalVotes: 0, options: [], myVote: null } }),
  );
  api.on(
    "GET",
    "/comments/polls/m_1/comments",
    success({
      comments: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0, hasMore: false },
    }),
  );
  const pulso = createPulso({
    apiBase: FAKE_API_BASE,
    lang,
    fetch: api.fetch,
    auth: "cookie",
    realtime: false,
  });
  const started = pulso.start();
  render(
    <FrameApp view={view} pulso={pulso} link={link} lang={lang} theme="light" marketId="m_1" />,
  );
  await started;
  return { api, pulso };
}

describe("a signed-out frame", () => {
  it.each([
    ["the bet ticket", betTicketView],
    ["the poll", pollView],
    ["the comments", commentsView],
    ["the notification bell", notificationBellView],
  ] as const)("%s asks who is signed in with a 200 and logs nothing", async (_, view) => {
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn");
    const { api, pulso } = await signedOutFrame(view, "es");
    expect(pulso.session.store.getState().status).toBe("signed-out");
    // Whatever the widget loads on its own, once it has settled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // The reader is invited to sign in: the bar's button, or the bell's label.
    expect(
      screen.queryAllByRole("button", { name: "Iniciar sesión" }).length +
        screen.queryAllByLabelText("Inicia sesión en Pulso para participar desde esta página.")
          .length,
    ).toBeGreaterThan(0);
    expect(api.answers).toContain("GET /auth/session 200");
    expect(api.answers.filter((answer) => !answer.endsWith(" 200"))).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    pulso.stop();
  });
});
