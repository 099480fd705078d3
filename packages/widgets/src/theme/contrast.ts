import { parseColor, type RgbaColor } from "./color";

/** WCAG AA's least contrast for normal text. */
export const AA_CONTRAST = 4.5;

/** The WCAG relative luminance of a colour (its alpha ignored). */
function luminance({ r, g, b }: RgbaColor): number {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/**
 * The WCAG contrast ratio of two opaque CSS colours (1–21; see `parseColor` for the forms read).
 * A colour that does not parse counts as no contrast at all (1).
 */
export function contrastRatio(foreground: string, background: string): number {
  const front = parseColor(foreground);
  const back = parseColor(background);
  if (!front || !back) return 1;
  const [light = 0, dark = 0] = [luminance(front), luminance(back)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
