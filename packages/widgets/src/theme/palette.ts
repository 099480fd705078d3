import { THEME_PALETTES, type ThemePalette } from "./tokens";

/** The colour properties a publisher may set (`--pulso-color-*`), with the palette field each overrides. */
export const PUBLIC_COLOR_PROPERTIES: readonly (readonly [string, keyof ThemePalette])[] = [
  ["--pulso-color-bg", "bg"],
  ["--pulso-color-text", "text"],
  ["--pulso-color-muted", "muted"],
  ["--pulso-color-border", "border"],
  ["--pulso-color-accent", "accent"],
  ["--pulso-color-on-accent", "onAccent"],
  ["--pulso-color-up", "up"],
  ["--pulso-color-down", "down"],
  ["--pulso-color-skeleton", "skeleton"],
];

/**
 * The private `--_<field>` declarations every widget's CSS reads: the publisher's `--pulso-*`
 * value when set, else this palette's colour.
 */
export function paletteDeclarations(colors: ThemePalette, separator = "\n  "): string {
  return PUBLIC_COLOR_PROPERTIES.map(
    ([name, field]) => `--_${field}: var(${name}, ${colors[field]});`,
  ).join(separator);
}

/**
 * A widget root's theme rules: the light palette, `data-theme="dark"`, and `data-theme="auto"`
 * following `prefers-color-scheme`, every colour overridable with the `--pulso-color-*` properties.
 */
export function themeRules(rootSelector: string): string {
  const { light, dark } = THEME_PALETTES;
  return `
${rootSelector} { ${paletteDeclarations(light, " ")} }
${rootSelector}[data-theme="dark"] { ${paletteDeclarations(dark, " ")} }
@media (prefers-color-scheme: dark) { ${rootSelector}[data-theme="auto"] { ${paletteDeclarations(dark, " ")} } }
`;
}

/** The box every widget draws: a themed, rounded, padded column (`--pulso-radius`, `--pulso-font…`). */
export const WIDGET_BOX_DECLARATIONS = `
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 0.75em;
  padding: 1em;
  border: 1px solid var(--_border);
  border-radius: var(--pulso-radius, 12px);
  background: var(--_bg);
  color: var(--_text);
  font-family: var(--pulso-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--pulso-font-size, 16px);
  line-height: 1.4;
  text-align: start;`;
