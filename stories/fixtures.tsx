import type { Language, Market } from "@pulso/core";
import { sampleMarket } from "@pulso/core/testing";
import { createPulso } from "@pulso/sdk";
import {
  createFakeApi,
  createFakeWebSocketServer,
  FAKE_API_BASE,
  failure,
  success,
} from "@pulso/sdk/testing";
import { PulsoProvider } from "@pulso/widgets";
import { useEffect, useMemo, type ReactNode } from "react";

/** A believable market in both languages, with prices and a week of history. */
export function storyMarket(overrides: Partial<Market> = {}): Market {
  const base = sampleMarket();
  return sampleMarket({
    translations: {
      es: base.translations.es,
      en: {
        title: "Will candidate A win the presidency?",
        description: "Resolves with the official result.",
        resolutionSource: "National Electoral Council",
        resolutionRules: "Yes if candidate A is declared the winner.",
      },
    },
    options: [
      { ...base.options[0]!, price: 62, percentage: 62 },
      { ...base.options[1]!, price: 38, percentage: 38 },
    ],
    change24h: 3,
    endDate: "2027-06-01T12:00:00.000Z",
    ...overrides,
  });
}

/** How the fake API answers a story's market. */
export type StoryApi = "success" | "loading" | "error" | "not-found";

/** A provider over an sdk whose API and socket are local fakes, answering as `mode` says. */
export function StoryPulso(props: {
  lang: Language;
  mode: StoryApi;
  market?: Market;
  children: ReactNode;
}) {
  const { lang, mode, market = storyMarket() } = props;
  const pulso = useMemo(() => {
    const api = createFakeApi();
    const sockets = createFakeWebSocketServer();
    const english = lang === "en" && market.translations.en;
    const shown = english ? { ...market, title: market.translations.en!.title } : market;
    api.on("GET", `/polls/${market._id}`, () => {
      if (mode === "loading") return new Promise(() => undefined);
      if (mode === "error") return failure(500, "INTERNAL_ERROR");
      if (mode === "not-found") return failure(404, "NOT_FOUND");
      return success({ poll: shown });
    });
    api.on(
      "GET",
      `/polls/${market._id}/price-history`,
      success({
        history: {
          pollId: market._id,
          range: "1w",
          optionIds: market.options.map((option) => option._id),
          points: [55, 50, 64, 60, 62].map((price, index) => ({
            t: `2026-11-${String(17 + index).padStart(2, "0")}T12:00:00.000Z`,
            prices: [price, 100 - price],
          })),
        },
      }),
    );
    return createPulso({
      apiBase: FAKE_API_BASE,
      lang,
      fetch: api.fetch,
      WebSocket: sockets.WebSocket,
      restoreSession: false,
      requestedWith: false,
    });
  }, [lang, mode, market]);
  useEffect(() => {
    pulso.start();
    return () => pulso.stop();
  }, [pulso]);
  return (
    <PulsoProvider pulso={pulso} lang={lang}>
      {props.children}
    </PulsoProvider>
  );
}
