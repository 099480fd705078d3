import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The typeface of the server's pictures (share images, demo market images): Inter, the portal's
 * face, as the TrueType files of the `@expo-google-fonts/inter` package (SIL Open Font Licence;
 * the renderer reads TTF/OTF, not the portal's woff2). Nothing comes from the system's fonts, so
 * every machine draws the same pixels.
 */
export const FONT_FAMILY = "Inter";

/** The weights drawn, and their files in the package. */
export const FONT_WEIGHTS = {
  regular: { weight: 400, file: "400Regular/Inter_400Regular.ttf" },
  semibold: { weight: 600, file: "600SemiBold/Inter_600SemiBold.ttf" },
  bold: { weight: 700, file: "700Bold/Inter_700Bold.ttf" },
  extrabold: { weight: 800, file: "800ExtraBold/Inter_800ExtraBold.ttf" },
} as const;

/** A weight the pictures use. */
export type FontWeightName = keyof typeof FONT_WEIGHTS;

const require = createRequire(import.meta.url);

/** The font files' paths on this machine, for the renderer. */
export function fontFiles(): string[] {
  return Object.values(FONT_WEIGHTS).map(({ file }) =>
    require.resolve(`@expo-google-fonts/inter/${file}`),
  );
}

/** What laying out text needs from a font: advance widths per character, in em. */
interface FontMetrics {
  advance(codePoint: number): number;
}

/**
 * Reads a TrueType font's horizontal metrics: `head` (units per em), `hhea` (how many metrics),
 * `hmtx` (the advances) and `cmap` (characters to glyphs, format 4 or 12, Unicode). Enough to
 * break a title into lines as the renderer will draw it (kerning aside, a percent or two).
 */
function readMetrics(font: Buffer): FontMetrics {
  const tables = new Map<string, number>();
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    tables.set(font.toString("latin1", record, record + 4), font.readUInt32BE(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font: no ${tag} table`);
    return offset;
  };
  const unitsPerEm = font.readUInt16BE(table("head") + 18);
  const metricCount = font.readUInt16BE(table("hhea") + 34);
  const hmtx = table("hmtx");
  const advanceOf = (glyph: number) =>
    font.readUInt16BE(hmtx + 4 * Math.min(glyph, metricCount - 1)) / unitsPerEm;

  const cmap = table("cmap");
  let format4: number | null = null;
  let format12: number | null = null;
  for (let index = 0; index < font.readUInt16BE(cmap + 2); index += 1) {
    const record = cmap + 4 + index * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(offset);
    if (format === 12 && (platform === 0 || (platform === 3 && encoding === 10))) format12 = offset;
    if (format === 4 && (platform === 0 || (platform === 3 && encoding === 1))) format4 = offset;
  }
  const glyphOf = (codePoint: number): number => {
    if (format12 !== null) {
      const groups = font.readUInt32BE(format12 + 12);
      for (let index = 0; index < groups; index += 1) {
        const group = format12 + 16 + index * 12;
        const start = font.readUInt32BE(group);
        if (codePoint < start) break;
        if (codePoint <= font.readUInt32BE(group + 4)) {
          return font.readUInt32BE(group + 8) + codePoint - start;
        }
      }
      return 0;
    }
    if (format4 === null || codePoint > 0xffff) return 0;
    const segments = font.readUInt16BE(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let index = 0; index < segments; index += 1) {
      if (codePoint > font.readUInt16BE(ends + index * 2)) continue;
      const start = font.readUInt16BE(starts + index * 2);
      if (codePoint < start) return 0;
      const delta = font.readInt16BE(deltas + index * 2);
      const rangeAt = ranges + index * 2;
      const range = font.readUInt16BE(rangeAt);
      if (range === 0) return (codePoint + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeAt + range + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map<number, number>();
  return {
    advance(codePoint) {
      let width = cache.get(codePoint);
      if (width === undefined) {
        width = advanceOf(glyphOf(codePoint));
        cache.set(codePoint, width);
      }
      return width;
    },
  };
}

const metrics = new Map<FontWeightName, FontMetrics>();

/** How wide `text` is drawn at `size` pixels in a weight, in pixels. */
export function textWidth(text: string, size: number, weight: FontWeightName): number {
  let font = metrics.get(weight);
  if (!font) {
    font = readMetrics(
      readFileSync(require.resolve(`@expo-google-fonts/inter/${FONT_WEIGHTS[weight].file}`)),
    );
    metrics.set(weight, font);
  }
  let width = 0;
  for (const character of text) width += font.advance(character.codePointAt(0) ?? 0);
  return width * size;
}

/**
 * `text` broken at spaces into lines no wider than `maxWidth`, at most `maxLines` of them: the
 * last one ends with "…" when the text goes on. A word wider than a line is cut.
 */
export function wrapText(
  text: string,
  options: { size: number; weight: FontWeightName; maxWidth: number; maxLines: number },
): { lines: string[]; truncated: boolean } {
  const fits = (line: string) => textWidth(line, options.size, options.weight) <= options.maxWidth;
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  let index = 0;
  for (; index < words.length; index += 1) {
    const word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) {
      lines.push(current);
      current = "";
      if (lines.length === options.maxLines) break;
    }
    // A word that fills a line alone: as much of it as fits.
    let piece = word;
    while (!fits(piece) && piece.length > 1) piece = piece.slice(0, -1);
    if (piece !== word) {
      lines.push(piece);
      words[index] = word.slice(piece.length);
      index -= 1;
      if (lines.length === options.maxLines) break;
    } else current = word;
  }
  if (current && lines.length < options.maxLines) {
    lines.push(current);
    index = words.length;
  }
  const truncated = index < words.length;
  if (truncated && lines.length > 0) {
    let last = lines[lines.length - 1]!;
    while (last.length > 0 && !fits(`${last}…`)) last = last.slice(0, -1).trimEnd();
    lines[lines.length - 1] = `${last.replace(/[\s,.;:¿¡]+$/, "")}…`;
  }
  return { lines, truncated };
}
