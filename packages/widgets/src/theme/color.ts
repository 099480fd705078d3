/** A colour in sRGB: channels 0–255, alpha 0–1. */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
// rgb()/hsl() with commas (`rgb(1, 2, 3, 0.5)`) or spaces and a slash (`rgb(1 2 3 / 50%)`).
const FUNCTION = new RegExp(
  String.raw`^(rgba?|hsla?)\(\s*(${NUMBER}(?:%|deg)?)\s*(?:,\s*|\s+)(${NUMBER}%?)\s*(?:,\s*|\s+)(${NUMBER}%?)\s*(?:(?:,|/)\s*(${NUMBER}%?)\s*)?\)$`,
  "i",
);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A number or percentage as a fraction of `scale` (a percentage of 100 % is `scale`). */
function amount(text: string, scale: number): number {
  return text.endsWith("%") ? (Number.parseFloat(text) / 100) * scale : Number.parseFloat(text);
}

function fromHex(hex: string): RgbaColor | null {
  if (!/^[0-9a-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: full.length === 8 ? channel(3) / 255 : 1,
  };
}

function fromHsl(hue: number, saturation: number, lightness: number, a: number): RgbaColor {
  const h = (((hue % 360) + 360) % 360) / 30;
  const s = clamp(saturation, 0, 1);
  const l = clamp(lightness, 0, 1);
  const k = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const t = (n + h) % 12;
    return Math.round((l - k * Math.max(-1, Math.min(t - 3, 9 - t, 1))) * 255);
  };
  return { r: channel(0), g: channel(8), b: channel(4), a };
}

/**
 * Parses the CSS colours a publisher may send a frame: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
 * `rgb()`/`rgba()`, `hsl()`/`hsla()` (comma or space syntax) and `transparent`. Anything else —
 * other colour names, `currentColor`, `var()`, garbage — is null: a colour the frame cannot judge
 * is a colour it does not use.
 */
export function parseColor(value: string): RgbaColor | null {
  const text = value.trim().toLowerCase();
  if (text === "transparent") return { r: 0, g: 0, b: 0, a: 0 };
  if (text.startsWith("#")) return fromHex(text.slice(1));
  const match = FUNCTION.exec(text);
  if (!match) return null;
  const [, name = "", first = "", second = "", third = "", alphaText] = match;
  const alpha = alphaText === undefined ? 1 : clamp(amount(alphaText, 1), 0, 1);
  const parts = [first, second, third, alphaText ?? "0"].map(Number.parseFloat);
  if (parts.some((part) => !Number.isFinite(part))) return null;
  if (name.startsWith("rgb")) {
    if (first.endsWith("deg")) return null;
    const [r, g, b] = [first, second, third].map((part) =>
      Math.round(clamp(amount(part, 255), 0, 255)),
    );
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: alpha };
  }
  // hsl(): the hue is a number or degrees; saturation and lightness are percentages.
  if (!second.endsWith("%") || !third.endsWith("%")) return null;
  return fromHsl(Number.parseFloat(first), amount(second, 1), amount(third, 1), alpha);
}
