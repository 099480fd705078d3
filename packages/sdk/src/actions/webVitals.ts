import type { ApiClient } from "@pulso/api-client";
import {
  WEB_VITAL_MAX,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  type WebVitalBody,
  type WebVitalName,
} from "@pulso/core";
import { log } from "../log";

const NAMES: ReadonlySet<string> = new Set(WEB_VITAL_NAMES);
const RATINGS: ReadonlySet<string> = new Set(WEB_VITAL_RATINGS);

const optionalText = (value: unknown, max: number): value is string | undefined =>
  value === undefined || (typeof value === "string" && value.length <= max);

/**
 * Checks one web-vital report against core's rules (`webVitalBodySchema`: a known metric, a value
 * from 0 to the metric's maximum, a known rating, an id of at most 100 and a path of at most 500
 * characters) and returns the body to post, or null. Hand-written from core's constants rather
 * than the zod schema, so zod stays out of the sdk's bundle; a test holds the two together.
 */
export function toWebVitalBody(metric: unknown): WebVitalBody | null {
  if (typeof metric !== "object" || metric === null) return null;
  const { name, value, rating, id, path } = metric as Record<string, unknown>;
  if (typeof name !== "string" || !NAMES.has(name)) return null;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return null;
  if (value > WEB_VITAL_MAX[name as WebVitalName]) return null;
  if (rating !== undefined && (typeof rating !== "string" || !RATINGS.has(rating))) return null;
  if (!optionalText(id, 100)) return null;
  const trimmedPath = typeof path === "string" ? path.trim() : path;
  if (!optionalText(trimmedPath, 500)) return null;
  return {
    name: name as WebVitalName,
    value,
    ...(rating !== undefined ? { rating: rating as WebVitalBody["rating"] } : {}),
    ...(id !== undefined ? { id } : {}),
    ...(trimmedPath !== undefined ? { path: trimmedPath } : {}),
  };
}

/**
 * Posts one web-vital report (POST /metrics/web-vitals) for the portal's reporter (spec §2: 3 s
 * after load). Takes the web-vitals library's metric as is (extra fields are dropped). Never
 * rejects: an invalid metric is not sent, a failed post is logged; resolves whether it was sent.
 *
 * @example
 * onLCP((metric) => void reportWebVital(pulso.api, { ...metric, path: location.pathname }));
 */
export async function reportWebVital(
  api: Pick<ApiClient, "recordWebVital">,
  metric: unknown,
): Promise<boolean> {
  const body = toWebVitalBody(metric);
  if (!body) {
    log.warn(
      "a web-vital report was not sent: it is not a known metric with a valid value",
      metric,
    );
    return false;
  }
  try {
    await api.recordWebVital(body);
    return true;
  } catch (error) {
    log.warn("a web-vital report could not be sent", error);
    return false;
  }
}
