import { paletteDeclarations } from "../../theme/palette";
import { THEME_PALETTES } from "../../theme/tokens";

/**
 * The theme rules of an account widget's root class (`.pulso-bt`, `.pulso-nb`, …): the light
 * palette, `data-theme="dark"` and `data-theme="auto"` following `prefers-color-scheme`, each
 * colour overridable with the same `--pulso-color-*` properties as the market card.
 */
export function paletteCss(rootClass: string): string {
  const { light, dark } = THEME_PALETTES;
  return `
${rootClass} { ${paletteDeclarations(light, " ")} }
${rootClass}[data-theme="dark"] { ${paletteDeclarations(dark, " ")} }
@media (prefers-color-scheme: dark) { ${rootClass}[data-theme="auto"] { ${paletteDeclarations(dark, " ")} } }
`;
}
