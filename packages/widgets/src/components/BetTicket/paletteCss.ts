import { THEME_PALETTES, type ThemePalette } from "../../theme/tokens";

/** The public custom properties, with the palette field each one overrides. */
const PUBLIC_COLORS: readonly (readonly [string, keyof ThemePalette])[] = [
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

function declarations(colors: ThemePalette): string {
  return PUBLIC_COLORS.map(([name, field]) => `--_${field}: var(${name}, ${colors[field]});`).join(
    " ",
  );
}

/**
 * The theme rules of an account widget's root class (`.pulso-bt`, `.pulso-nb`, …): the light
 * palette, `data-theme="dark"` and `data-theme="auto"` following `prefers-color-scheme`, each
 * colour overridable with the same `--pulso-color-*` properties as the market card.
 */
export function paletteCss(rootClass: string): string {
  const { light, dark } = THEME_PALETTES;
  return `
${rootClass} { ${declarations(light)} }
${rootClass}[data-theme="dark"] { ${declarations(dark)} }
@media (prefers-color-scheme: dark) { ${rootClass}[data-theme="auto"] { ${declarations(dark)} } }
`;
}
