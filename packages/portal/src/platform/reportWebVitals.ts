import type { ApiClient } from "@pulso/api-client";
import { reportWebVital } from "@pulso/sdk";

/** How long after the `load` event the collected metrics are sent (spec §2). */
export const WEB_VITALS_DELAY_MS = 3000;

/** A metric as the web-vitals library reports it (only what is sent is read). */
export interface VitalMetric {
  name: string;
  value: number;
  rating?: string;
  id: string;
}

type OnMetric = (report: (metric: VitalMetric) => void) => void;

/** The web-vitals library's observers (`import * as webVitals from "web-vitals"`). */
export interface VitalsSource {
  onCLS: OnMetric;
  onFCP: OnMetric;
  onINP: OnMetric;
  onLCP: OnMetric;
  onTTFB: OnMetric;
}

/** Settings of {@link reportWebVitals}. */
export interface ReportWebVitalsOptions {
  api: Pick<ApiClient, "recordWebVital">;
  source: VitalsSource;
  /** The window: its `load` and `pagehide` events. */
  page: Pick<Window, "addEventListener">;
  /** Whether the page has already loaded (`document.readyState === "complete"`). */
  loaded: () => boolean;
  /** The path the metric is reported for (the page's at the time). */
  path: () => string;
  delayMs?: number;
}

/**
 * Collects the page's web vitals (LCP, CLS, INP, FCP, TTFB) from the start, and sends them
 * (POST /metrics/web-vitals through the sdk) from 3 s after the `load` event on (spec §2), so the
 * reports never compete with the page's own loading. A metric arriving later is sent as it
 * arrives; whatever is still waiting when the page is hidden for good (`pagehide`) goes then.
 * A metric reported again under the same id (CLS grows, INP worsens) replaces its waiting value.
 */
export function reportWebVitals(options: ReportWebVitalsOptions): void {
  const { api, source, page, loaded, path, delayMs = WEB_VITALS_DELAY_MS } = options;
  const waiting = new Map<string, VitalMetric & { path: string }>();
  let sending = false;

  const send = (metric: VitalMetric & { path: string }) => {
    void reportWebVital(api, {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      path: metric.path,
    });
  };
  const flush = () => {
    const metrics = [...waiting.values()];
    waiting.clear();
    metrics.forEach(send);
  };
  const collect = (metric: VitalMetric) => {
    const entry = { ...metric, path: path() };
    if (sending) send(entry);
    else waiting.set(metric.id, entry);
  };
  const startSending = () => {
    setTimeout(() => {
      sending = true;
      flush();
    }, delayMs);
  };

  source.onCLS(collect);
  source.onFCP(collect);
  source.onINP(collect);
  source.onLCP(collect);
  source.onTTFB(collect);
  if (loaded()) startSending();
  else page.addEventListener("load", startSending, { once: true });
  page.addEventListener("pagehide", flush);
}
