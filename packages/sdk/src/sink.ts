import { log } from "./log";

/** What raised a toast: one of the realtime events of spec §7, or the realtime client itself. */
export type PulsoToastSource =
  | "poll_updated"
  | "poll_resolved"
  | "balance_updated"
  | "notification_received"
  | "realtime_reconnect_failed";

/** How a toast looks (spec §3 "Notification" types; anything else shows as info). */
export type PulsoToastVariant = "success" | "info" | "warning" | "error";

/** A toast the sdk asks the UI to show; texts are already in the current language. */
export interface PulsoToast {
  /** Stable per subject (`poll_updated:<pollId>`), so a toaster can replace instead of stack. */
  id: string;
  variant: PulsoToastVariant;
  title: string;
  description?: string;
  /** How long to show it (spec §9: 4 s by default, 5 s notifications and balance, 8 s resolved). */
  durationMs: number;
  source: PulsoToastSource;
}

/** A failure on a background path (socket, timer, refresh) that never reaches the host's stack. */
export interface PulsoErrorReport {
  /** A stable code: an ApiError's code or one of `@pulso/core`'s ERROR_CODES. */
  code: string;
  /** The message in the current language. */
  message: string;
  /** Where it happened, e.g. `realtime`, `session.logout`, `cache.invalidate`. */
  context: string;
  cause?: unknown;
}

/**
 * Where the sdk sends what the UI must show: toasts and background failures. The UI (a toaster,
 * the widgets' provider, a test) provides it; every method is optional.
 */
export interface PulsoSink {
  toast?(toast: PulsoToast): void;
  error?(report: PulsoErrorReport): void;
}

/** Delivers to the current sink, swallowing (and logging) whatever the sink throws. */
export interface SinkRelay {
  set(sink: PulsoSink | null): void;
  toast(toast: PulsoToast): void;
  error(report: PulsoErrorReport): void;
}

/** Creates the relay an instance reports through; the sink can be swapped at any time. */
export function createSinkRelay(initial: PulsoSink | null = null): SinkRelay {
  let sink = initial;
  return {
    set(next) {
      sink = next;
    },
    toast(toast) {
      try {
        sink?.toast?.(toast);
      } catch (error) {
        log.warn("the toast sink threw", error);
      }
    },
    error(report) {
      log.error(`${report.context}: ${report.message}`, report.cause ?? "");
      try {
        sink?.error?.(report);
      } catch (error) {
        log.warn("the error sink threw", error);
      }
    },
  };
}
