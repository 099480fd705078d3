/** The browser's deferred install prompt (`beforeinstallprompt`, Chromium browsers). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** What pressing "Download app" can do right now. */
export interface InstallPrompt {
  /** Whether the browser offered its install prompt (and it has not been used). */
  canPrompt(): boolean;
  /** Shows the browser's prompt once; resolves false when none is available. */
  prompt(): Promise<boolean>;
  /** Calls `listener` when availability changes; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return typeof (event as Partial<InstallPromptEvent>).prompt === "function";
}

/**
 * Keeps the page's `beforeinstallprompt` event (its default mini-bar prevented) so a button can
 * show the install prompt later; `appinstalled` drops it. A used prompt cannot be shown again.
 */
export function watchInstallPrompt(target: EventTarget): InstallPrompt {
  let deferred: InstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  target.addEventListener("beforeinstallprompt", (event) => {
    if (!isInstallPromptEvent(event)) return;
    event.preventDefault();
    deferred = event;
    notify();
  });
  target.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
  return {
    canPrompt: () => deferred !== null,
    async prompt() {
      const event = deferred;
      if (!event) return false;
      deferred = null;
      notify();
      try {
        await event.prompt();
        return true;
      } catch {
        return false;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: InstallPrompt | null = null;

/**
 * The page's install prompt, watched from the first call (main.tsx calls it before rendering,
 * since browsers may fire the event early).
 */
export function pageInstallPrompt(): InstallPrompt {
  // A page rendered ahead of time, with no window, has nothing to watch.
  shared ??= watchInstallPrompt(typeof window === "undefined" ? new EventTarget() : window);
  return shared;
}

/** Whether the portal already runs as the installed app. */
export function runsInstalled(): boolean {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return false;
  return window.matchMedia("(display-mode: standalone)").matches;
}

/**
 * The platforms the install how-to tells apart (when the browser offers no prompt): iPhone and
 * iPad (Safari's Share menu), Android, Safari on a Mac (Add to Dock), Firefox on a computer (it
 * installs no web apps), and any other computer browser (Chrome, Edge: the address bar's icon).
 */
export const INSTALL_PLATFORMS = [
  "ios",
  "android",
  "macSafari",
  "firefoxDesktop",
  "desktop",
] as const;
/** One of {@link INSTALL_PLATFORMS}. */
export type InstallPlatform = (typeof INSTALL_PLATFORMS)[number];

/**
 * The platform a user agent runs on, for the install how-to. An iPad asking for the desktop site
 * says "Macintosh" but has a touch screen.
 */
export function installPlatform(
  userAgent: string = typeof navigator === "undefined" ? "" : navigator.userAgent,
  touchPoints: number = typeof navigator === "undefined" ? 0 : navigator.maxTouchPoints,
): InstallPlatform {
  const mac = /Macintosh/.test(userAgent);
  if (/iPhone|iPad|iPod/.test(userAgent) || (mac && touchPoints > 1)) return "ios";
  if (/Android/.test(userAgent)) return "android";
  if (/Firefox\//.test(userAgent)) return "firefoxDesktop";
  if (mac && /Safari\//.test(userAgent) && !/Chrome|Chromium|CriOS|Edg\//.test(userAgent)) {
    return "macSafari";
  }
  return "desktop";
}
