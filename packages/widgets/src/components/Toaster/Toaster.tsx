import type { PulsoErrorReport, PulsoToast } from "@pulso/sdk";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { usePulso } from "../../provider/usePulso";
import { useT } from "../../provider/useT";
import type { WidgetTheme } from "@pulso/core";
import { startToastTimer, type ToastTimer } from "./toastTimers";

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** Light, dark, or `auto` (follows `prefers-color-scheme`). Default `auto`. */
  theme?: WidgetTheme;
  /** Background failures the sdk reports (the Toaster takes the instance's whole sink). */
  onError?: (report: PulsoErrorReport) => void;
}

/**
 * Shows the sdk's toasts (spec §9): bottom-right, 356 px wide, each for its own `durationMs`
 * (4 s by default, 5 s balance and notifications, 8 s resolved), replaced by `id` rather than
 * stacked, paused while hovered or focused, with a dismiss button. Alt+T moves the focus to the
 * region. It becomes the instance's sink (`pulso.setSink`) while mounted. Needs `toasterCss`.
 *
 * @example
 * <PulsoProvider pulso={pulso}><Toaster /></PulsoProvider>
 */
export function Toaster({ theme = "auto", onError }: ToasterProps) {
  const pulso = usePulso();
  const { t } = useT();
  const [toasts, setToasts] = useState<readonly PulsoToast[]>([]);
  const timers = useRef(new Map<string, ToastTimer>());
  const paused = useRef(false);
  const region = useRef<HTMLDivElement>(null);
  const reportError = useEffectEvent((report: PulsoErrorReport) => onError?.(report));

  useEffect(() => {
    const running = timers.current;
    const remove = (id: string) => {
      running.get(id)?.clear();
      running.delete(id);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    };
    pulso.setSink({
      toast(toast) {
        running.get(toast.id)?.clear();
        const timer = startToastTimer(toast.durationMs, () => remove(toast.id));
        if (paused.current) timer.pause();
        running.set(toast.id, timer);
        setToasts((list) => [...list.filter((shown) => shown.id !== toast.id), toast]);
      },
      error: (report) => reportError(report),
    });
    return () => {
      pulso.setSink(null);
      for (const timer of running.values()) timer.clear();
      running.clear();
    };
  }, [pulso]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === "KeyT") {
        event.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const setPaused = (next: boolean) => {
    paused.current = next;
    for (const timer of timers.current.values()) {
      if (next) timer.pause();
      else timer.resume();
    }
  };
  const dismiss = (id: string) => {
    timers.current.get(id)?.clear();
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  };

  return (
    // The live region is a plain container around the list: a list may not take role=status.
    <div
      ref={region}
      className="pulso-toaster"
      data-theme={theme}
      part="toaster"
      tabIndex={-1}
      role="status"
      aria-live="polite"
      aria-label={t("toaster.region")}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <ol className="pulso-toaster__list">
        {toasts.map((toast) => (
          <li key={toast.id} className="pulso-toast" data-variant={toast.variant} part="toast">
            <div className="pulso-toast__body">
              <p className="pulso-toast__title">{toast.title}</p>
              {toast.description ? (
                <p className="pulso-toast__description">{toast.description}</p>
              ) : null}
            </div>
            <button
              type="button"
              className="pulso-toast__dismiss"
              part="dismiss"
              aria-label={t("toaster.dismiss")}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
