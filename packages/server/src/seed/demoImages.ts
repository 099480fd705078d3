import type { MarketCategory } from "@pulso/core";
import { FONT_FAMILY } from "../og/fonts";
import { renderPng } from "../og/render";
import type { DemoMarket } from "./demoMarkets";

/** A demo market's picture: 16:9, sharp on a card twice as wide as a phone's. */
export const DEMO_IMAGE_WIDTH = 640;
export const DEMO_IMAGE_HEIGHT = 360;

const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;

/** Each category's colours: the gradient's top and bottom, and a light accent. */
const PALETTES: Record<MarketCategory, [string, string, string]> = {
  presidential: ["#1e3a8a", "#3b82f6", "#bfdbfe"],
  congressional: ["#4c1d95", "#8b5cf6", "#ddd6fe"],
  state: ["#064e3b", "#10b981", "#a7f3d0"],
  local: ["#7c2d12", "#f97316", "#fed7aa"],
  international: ["#134e4a", "#0891b2", "#a5f3fc"],
  other: ["#831843", "#db2777", "#fbcfe8"],
};

/** Each category's sign, drawn in white in a 200×200 box centred on the origin. */
const GLYPHS: Record<MarketCategory, string> = {
  // A seal: a star in a ring.
  presidential:
    '<circle r="92" fill="none" stroke="#fff" stroke-width="10"/>' +
    '<polygon points="0,-62 15,-20 59,-19 24,8 36,50 0,25 -36,50 -24,8 -59,-19 -15,-20" fill="#fff"/>',
  // A chamber: pediment, columns, steps.
  congressional:
    '<polygon points="-90,-40 0,-90 90,-40" fill="#fff"/>' +
    '<rect x="-80" y="-30" width="20" height="90" fill="#fff"/><rect x="-35" y="-30" width="20" height="90" fill="#fff"/>' +
    '<rect x="15" y="-30" width="20" height="90" fill="#fff"/><rect x="60" y="-30" width="20" height="90" fill="#fff"/>' +
    '<rect x="-96" y="68" width="192" height="16" fill="#fff"/>',
  // A map pin.
  state:
    '<path d="M0 92 C-30 40 -70 10 -70 -30 A70 70 0 0 1 70 -30 C70 10 30 40 0 92 Z" fill="#fff"/>' +
    '<circle cy="-30" r="26" fill="currentColor"/>',
  // A town: roofs and windows.
  local:
    '<polygon points="-92,80 -92,-10 -50,-50 -8,-10 -8,80" fill="#fff"/>' +
    '<polygon points="8,80 8,-40 50,-86 92,-40 92,80" fill="#fff"/>' +
    '<rect x="-62" y="20" width="24" height="60" fill="currentColor"/><rect x="38" y="-10" width="24" height="28" fill="currentColor"/>' +
    '<rect x="38" y="36" width="24" height="44" fill="currentColor"/>',
  // A globe.
  international:
    '<circle r="88" fill="none" stroke="#fff" stroke-width="10"/>' +
    '<ellipse rx="38" ry="88" fill="none" stroke="#fff" stroke-width="8"/>' +
    '<line x1="-88" x2="88" stroke="#fff" stroke-width="8"/>' +
    '<path d="M-76 -44 H76 M-76 44 H76" stroke="#fff" stroke-width="8"/>',
  // Readers' voices: a speech bubble with bars.
  other:
    '<path d="M-90 -70 H90 V40 H-20 L-60 82 V40 H-90 Z" fill="#fff"/>' +
    '<rect x="-56" y="-10" width="24" height="34" fill="currentColor"/><rect x="-12" y="-40" width="24" height="64" fill="currentColor"/>' +
    '<rect x="32" y="-24" width="24" height="48" fill="currentColor"/>',
};

/** Words that start a title but name nobody. */
const letter = /^\p{Lu}/u;

/**
 * The monogram of the first proper name in a title — two or more capitalised words in a row
 * after the first word ("Valeria Ortiz" → "VO", "Costa Norte" → "CN") — or null without one.
 */
export function titleMonogram(title: string): string | null {
  const words = title
    .replace(/[¿?¡!,.:;«»"]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(1);
  let run: string[] = [];
  for (const word of [...words, ""]) {
    if (letter.test(word)) {
      run.push(word);
      continue;
    }
    if (run.length >= 2)
      return run
        .slice(0, 2)
        .map((name) => name[0])
        .join("");
    run = [];
  }
  return null;
}

/** A small deterministic random source, so a market's picture is the same at every seeding. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A demo market's picture as SVG, drawn here and not downloaded: its category's colours in a
 * gradient, a few soft circles placed by its position in the data set, its category's sign, and
 * the monogram of the person or place it names, if any. No words: one picture serves both
 * languages, and the market's title is its alternative text.
 */
export function demoMarketImageSvg(
  market: Pick<DemoMarket, "category" | "es">,
  index: number,
): string {
  const [top, bottom, accent] = PALETTES[market.category];
  const next = random(index * 7919 + 17);
  const circles = Array.from({ length: 3 }, () => {
    const r = 60 + Math.round(next() * 120);
    const cx = Math.round(next() * W);
    const cy = Math.round(next() * H);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.05 + next() * 0.07).toFixed(2)}"/>`;
  }).join("");
  const monogram = titleMonogram(market.es.title);
  const glyphAt = monogram ? { x: 460, y: 180, scale: 0.95 } : { x: W / 2, y: H / 2, scale: 1.15 };
  const badge = monogram
    ? `<circle cx="170" cy="180" r="104" fill="${top}" fill-opacity="0.55" stroke="${accent}" stroke-width="6"/>` +
      `<text x="170" y="216" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="100" font-weight="800" fill="#fff">${monogram}</text>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    circles,
    `<rect y="${H - 14}" width="${W}" height="14" fill="${accent}" fill-opacity="0.85"/>`,
    `<g transform="translate(${glyphAt.x} ${glyphAt.y}) scale(${glyphAt.scale})" color="${top}" opacity="0.92">${GLYPHS[market.category]}</g>`,
    badge,
    "</svg>",
  ].join("");
}

/** A demo market's picture as PNG (see {@link demoMarketImageSvg}). */
export function demoMarketImage(
  market: Pick<DemoMarket, "category" | "es">,
  index: number,
): Promise<Buffer> {
  return renderPng(demoMarketImageSvg(market, index));
}
