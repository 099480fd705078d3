import { log } from "../log";

/**
 * The DOM events Pulso elements emit, all `bubbles` + `composed` so a listener on `document` hears
 * them from inside Shadow DOM (the event's target is then the element itself). The host page's ad
 * and tag scripts hear them too, so they say only that something happened on a market, never which
 * option, how much or who (DESIGN §7).
 */
export interface PulsoElementEventMap {
  /** The widget shows its data. */
  "pulso-ready": { marketId: string };
  /** The widget shows its error state. */
  "pulso-error": { marketId: string | null; reason: PulsoErrorReason; message: string };
  /**
   * The reader pressed Bet (or Vote) on one of the market's options (which one stays private).
   * Cancelable: a page that calls `preventDefault()` opens its own ticket instead of the card's.
   */
  "pulso-option-select": { marketId: string };
}

/** Why an element shows its error state. */
export type PulsoErrorReason =
  "invalid-attribute" | "not-configured" | "not-found" | "load-failed" | "crashed";

/** Whether each element last said it was ready (for which market) or failed. */
const lastState = new WeakMap<object, string>();

/** How an error is remembered: the market, the reason and the reader's message. */
const errorState = (detail: PulsoElementEventMap["pulso-error"]) =>
  `error:${detail.marketId ?? ""}|${detail.reason}|${detail.message}`;

/**
 * Whether the element's last word was this very error: a live widget taking over from its first
 * paint finds what the paint found, and says it (and warns) once, not twice.
 */
export function repeatsLastError(
  container: Node | undefined,
  detail: PulsoElementEventMap["pulso-error"],
): boolean {
  if (!container) return false;
  const target = container instanceof ShadowRoot ? container.host : container;
  return lastState.get(target) === errorState(detail);
}

/** Forgets what an element last said: after it leaves the page, it starts afresh. */
export function forgetPulsoState(element: Element): void {
  lastState.delete(element);
}

/**
 * Dispatches a `pulso-*` event from the element that hosts `container` (its shadow root), or from
 * `container` itself. A `pulso-ready` for the market the element last said was ready is not
 * repeated. Returns false when a listener canceled the event (only `pulso-option-select` can be).
 * Never throws.
 */
export function emitPulsoEvent<TName extends keyof PulsoElementEventMap>(
  container: Node | undefined,
  name: TName,
  detail: PulsoElementEventMap[TName],
): boolean {
  if (!container) return true;
  try {
    const target = container instanceof ShadowRoot ? container.host : container;
    if (name === "pulso-ready" || name === "pulso-error") {
      // A painted widget said it was ready; the live one taking over would say it once more.
      const state =
        name === "pulso-ready"
          ? `ready:${detail.marketId ?? ""}`
          : errorState(detail as PulsoElementEventMap["pulso-error"]);
      if (state === lastState.get(target) && name === "pulso-ready") return true;
      lastState.set(target, state);
    }
    const cancelable = name === "pulso-option-select";
    return target.dispatchEvent(
      new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }),
    );
  } catch (error) {
    log.error(`dispatching ${name} failed`, error);
    return true;
  }
}
