import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAKE_API_BASE } from "@pulso/sdk/testing";
import { createTestPulso } from "../test-utils/testPulso";
import { PulsoProvider } from "./PulsoProvider";
import { useOffline } from "../components/widgetChrome/useOffline";
import { useConnection } from "./useConnection";
import { useMarket } from "./useMarket";
import { usePulso } from "./usePulso";
import { useSession } from "./useSession";
import { useT } from "./useT";

afterEach(cleanup);

describe("hooks outside a PulsoProvider", () => {
  it("the auth context (useSession, spec §8's useAuth) throws spec §8's own message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { useAuth } = await import("../index");
    expect(() => renderHook(() => useSession())).toThrow(
      "useAuth must be used within an AuthProvider",
    );
    expect(() => renderHook(() => useAuth())).toThrow(
      "useAuth must be used within an AuthProvider",
    );
  });

  const hooks: Record<string, () => unknown> = {
    usePulso: () => usePulso(),
    useT: () => useT(),
    useMarket: () => useMarket("m_1"),
    useConnection: () => useConnection(),
  };
  for (const [name, hook] of Object.entries(hooks)) {
    it(`${name} fails fast and names the fix`, () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      expect(() => renderHook(hook)).toThrow("usePulso must be used within a PulsoProvider");
    });
  }
});

describe("hooks inside a PulsoProvider", () => {
  it("useT follows the sdk language and re-renders when it changes", () => {
    const { pulso } = createTestPulso("es");
    function Bet() {
      const { t, lang, formatMoney } = useT();
      return (
        <p>
          {lang}: {t("marketCard.bet")} {formatMoney(1250.5)}
        </p>
      );
    }
    render(
      <PulsoProvider pulso={pulso}>
        <Bet />
      </PulsoProvider>,
    );
    expect(screen.getByText(/^es: Apostar/)).toBeTruthy();
    act(() => pulso.i18n.setLanguage("en"));
    expect(screen.getByText("en: Bet $1,250.50")).toBeTruthy();
  });

  it("a provider's lang sets its subtree's language without touching a given instance", () => {
    const { pulso } = createTestPulso("es");
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PulsoProvider pulso={pulso} lang="en">
        {children}
      </PulsoProvider>
    );
    const { result } = renderHook(() => useT(), { wrapper });
    expect(result.current.t("marketCard.bet")).toBe("Bet");
    expect(pulso.i18n.getLanguage()).toBe("es");
  });

  it("useSession and useConnection read the sdk stores", () => {
    const { pulso } = createTestPulso("es");
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PulsoProvider pulso={pulso}>{children}</PulsoProvider>
    );
    const { result } = renderHook(() => ({ session: useSession(), connection: useConnection() }), {
      wrapper,
    });
    expect(result.current.session).toEqual(pulso.session.store.getState());
    expect(result.current.connection.status).toBe("closed");
  });

  it("useOffline does not render again for each subscription the server acknowledges (MarketCard's tests show it turning offline)", async () => {
    const { pulso, sockets } = createTestPulso("es");
    let renders = 0;
    function Mark() {
      renders += 1;
      return <p>{useOffline() ? "offline" : "live"}</p>;
    }
    render(
      <PulsoProvider pulso={pulso}>
        <Mark />
      </PulsoProvider>,
    );
    pulso.realtime.connect();
    act(() => sockets.latest().open());
    await act(async () => {});
    const settled = renders;
    // A page of cards subscribing one by one: the server acknowledges each with the whole set.
    for (const pollIds of [["m_1"], ["m_1", "m_2"], ["m_1", "m_2", "m_3"]]) {
      act(() => sockets.latest().receive({ event: "subscribed", pollIds }));
      await act(async () => {});
    }
    expect(pulso.realtime.store.getState().subscribedPollIds).toEqual(["m_1", "m_2", "m_3"]);
    expect(renders).toBe(settled);
    expect(screen.getByText("live")).toBeTruthy();
  });

  it("useMarket loads the market and follows it on the socket while mounted", async () => {
    const { pulso } = createTestPulso("es");
    const subscribe = vi.spyOn(pulso.realtime, "subscribe");
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PulsoProvider pulso={pulso}>{children}</PulsoProvider>
    );
    const { result, unmount } = renderHook(() => useMarket("m_1"), { wrapper });
    expect(result.current.status).toBe("loading");
    await vi.waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.market?._id).toBe("m_1");
    expect(subscribe).toHaveBeenCalledWith("m_1");
    unmount();
  });

  it("a provider given an apiBase creates its instance, starts it and stops it on unmount", async () => {
    const { api, sockets } = createTestPulso("es");
    function Status() {
      const { status } = useConnection();
      const { lang } = useT();
      return (
        <p>
          {status} {lang}
        </p>
      );
    }
    const { unmount } = render(
      <PulsoProvider
        apiBase={FAKE_API_BASE}
        lang="en"
        options={{ fetch: api.fetch, WebSocket: sockets.WebSocket, restoreSession: false }}
      >
        <Status />
      </PulsoProvider>,
    );
    expect(await screen.findByText("connecting en")).toBeTruthy();
    act(() => sockets.latest().open());
    expect(screen.getByText("open en")).toBeTruthy();
    unmount();
    expect(sockets.latest().closedByClient).toBe(true);
  });
});
