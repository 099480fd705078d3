import { parseColor } from "./color";
import { AA_CONTRAST, contrastRatio } from "./contrast";
import { PUBLIC_COLOR_PROPERTIES } from "./palette";
import { CONTRAST_PAIRS, type ThemePalette } from "./tokens";

type PaletteField = keyof ThemePalette;

const FIELD_BY_PROPERTY = new Map<string, PaletteField>(PUBLIC_COLOR_PROPERTIES);

/**
 * The publisher's `--pulso-*` values a frame may apply over `palettes` (the frame's own colours
 * for its theme: both light and dark under `auto`, which follows the reader's setting as it
 * changes). A host page must not be able to hide the ticket's text while its "Confirm" stays
 * visible (DESIGN §7), so every colour is dropped that
 * - does not parse (see `parseColor`) or is not opaque (`transparent`, alpha below 1), or
 * - leaves a text/background pair of `CONTRAST_PAIRS` below WCAG AA (4.5:1) over any of the
 *   palettes once applied: the pair's foreground goes first, then its background, until every
 *   pair reads.
 * Other (non-colour) values pass unchanged; the caller has checked their form already.
 */
export function readableThemeVars(
  vars: Readonly<Record<string, string>>,
  palettes: readonly ThemePalette[],
): Record<string, string> {
  // Each round only drops values, so it ends; once a round drops nothing, all palettes pass.
  let kept: Record<string, string> = { ...vars };
  for (;;) {
    const next = palettes.reduce(readableOver, kept);
    if (Object.keys(next).length === Object.keys(kept).length) return next;
    kept = next;
  }
}

function readableOver(
  vars: Readonly<Record<string, string>>,
  palette: ThemePalette,
): Record<string, string> {
  const kept: Record<string, string> = {};
  const colors = new Map<PaletteField, string>();
  for (const [name, value] of Object.entries(vars)) {
    const field = FIELD_BY_PROPERTY.get(name);
    if (!field) {
      kept[name] = value;
      continue;
    }
    const color = parseColor(value);
    if (color && color.a >= 1) colors.set(field, value);
  }
  const resolved = (field: PaletteField) => colors.get(field) ?? palette[field];
  // Each pass drops one publisher colour, so this ends; the palette alone passes every pair.
  for (;;) {
    const failing = CONTRAST_PAIRS.find(
      ([front, back]) => contrastRatio(resolved(front), resolved(back)) < AA_CONTRAST,
    );
    if (!failing) break;
    const [front, back] = failing;
    if (colors.has(front)) colors.delete(front);
    else if (colors.has(back)) colors.delete(back);
    else break;
  }
  for (const [name, field] of PUBLIC_COLOR_PROPERTIES) {
    const value = colors.get(field);
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}
