/** One colour scheme of the widgets: every text/background pair keeps a 4.5:1 contrast or more. */
export interface ThemePalette {
  /** Card background. */
  bg: string;
  /** Main text. */
  text: string;
  /** Secondary text (labels, dates). */
  muted: string;
  /** Borders and bar tracks (not text). */
  border: string;
  /** Links, focus rings, bars, the call-to-action's background. */
  accent: string;
  /** Text on the accent (the call-to-action's label). */
  onAccent: string;
  /** Price up. */
  up: string;
  /** Price down. */
  down: string;
  /** Skeleton blocks (not text). */
  skeleton: string;
}

/** The light and dark palettes behind the `--pulso-*` custom properties' defaults. */
export const THEME_PALETTES: Readonly<Record<"light" | "dark", ThemePalette>> = {
  light: {
    bg: "#ffffff",
    text: "#111827",
    muted: "#4b5563",
    border: "#d1d5db",
    accent: "#1d4ed8",
    onAccent: "#ffffff",
    up: "#047857",
    down: "#b91c1c",
    skeleton: "#e5e7eb",
  },
  dark: {
    bg: "#111827",
    text: "#f3f4f6",
    muted: "#d1d5db",
    border: "#4b5563",
    accent: "#93c5fd",
    onAccent: "#111827",
    up: "#6ee7b7",
    down: "#fca5a5",
    skeleton: "#374151",
  },
};

/** The text/background pairs that must reach WCAG AA (4.5:1), by palette field. */
export const CONTRAST_PAIRS: readonly (readonly [keyof ThemePalette, keyof ThemePalette])[] = [
  ["text", "bg"],
  ["muted", "bg"],
  ["accent", "bg"],
  ["onAccent", "accent"],
  ["up", "bg"],
  ["down", "bg"],
];
