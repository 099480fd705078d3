import { escapeHtml, type Language } from "@pulso/core";
import type { OgCard } from "./card";
import { FONT_FAMILY, textWidth, wrapText, type FontWeightName } from "./fonts";
import { fill, OG_MESSAGES } from "./messages";

/** The share image's size: what Open Graph and X's large card expect (1.91:1). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const MARGIN = 64;
const INNER = OG_WIDTH - 2 * MARGIN;

const COLORS = {
  backgroundFrom: "#0b1330",
  backgroundTo: "#1d3a8a",
  brand: "#3b82f6",
  text: "#ffffff",
  muted: "#c7d2fe",
  soft: "#93c5fd",
  up: "#4ade80",
  down: "#fca5a5",
  line: "#60a5fa",
  warnFill: "#facc15",
  warnTitle: "#fde68a",
  warnText: "#fef9c3",
};

const WEIGHT_NUMBER: Record<FontWeightName, number> = {
  regular: 400,
  semibold: 600,
  bold: 700,
  extrabold: 800,
};

const e = escapeHtml;

function text(
  content: string,
  at: { x: number; y: number },
  style: { size: number; weight: FontWeightName; color: string; anchor?: "start" | "end" },
): string {
  const anchor = style.anchor && style.anchor !== "start" ? ` text-anchor="${style.anchor}"` : "";
  return `<text x="${at.x}" y="${at.y}" font-family="${FONT_FAMILY}" font-size="${style.size}" font-weight="${WEIGHT_NUMBER[style.weight]}" fill="${style.color}"${anchor}>${e(content)}</text>`;
}

/** The longest start of `content` that fits `maxWidth`, with "…" when cut. */
function fitLine(content: string, size: number, weight: FontWeightName, maxWidth: number): string {
  return wrapText(content, { size, weight, maxWidth, maxLines: 1 }).lines[0] ?? "";
}

/** The title: as large as lets it fit three lines, else cut with "…" on the third. */
function titleBlock(title: string, top: number): { svg: string; bottom: number } {
  for (const size of [64, 56, 50]) {
    const { lines, truncated } = wrapText(title, {
      size,
      weight: "bold",
      maxWidth: INNER,
      maxLines: 3,
    });
    if (truncated && size !== 50) continue;
    const lineHeight = Math.round(size * 1.18);
    const svg = lines
      .map((line, index) =>
        text(
          line,
          { x: MARGIN, y: top + size + index * lineHeight },
          { size, weight: "bold", color: COLORS.text },
        ),
      )
      .join("");
    return { svg, bottom: top + size + (lines.length - 1) * lineHeight };
  }
  return { svg: "", bottom: top };
}

/** The brand mark and name, and the category on the right. */
function header(card: OgCard, language: Language): string {
  const messages = OG_MESSAGES[language];
  const category = messages.categories[card.category].toUpperCase();
  return [
    `<rect x="${MARGIN}" y="44" width="52" height="52" rx="14" fill="${COLORS.brand}"/>`,
    `<polyline points="${MARGIN + 9},72 ${MARGIN + 19},72 ${MARGIN + 24},60 ${MARGIN + 31},84 ${MARGIN + 36},70 ${MARGIN + 43},70" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    text("Pulso", { x: MARGIN + 68, y: 82 }, { size: 36, weight: "extrabold", color: COLORS.text }),
    text(
      category,
      { x: OG_WIDTH - MARGIN, y: 80 },
      { size: 22, weight: "semibold", color: COLORS.soft, anchor: "end" },
    ),
  ].join("");
}

/** A price line in a box: the history scaled to its own range (at least 10 points tall). */
function sparkline(points: readonly number[], box: { x: number; y: number; w: number; h: number }) {
  if (points.length === 0) return "";
  const series = points.length === 1 ? [points[0]!, points[0]!] : points;
  let low = Math.min(...series);
  let high = Math.max(...series);
  if (high - low < 10) {
    const middle = (high + low) / 2;
    low = middle - 5;
    high = middle + 5;
  }
  low = Math.max(0, low - 2);
  high = Math.min(100, high + 2);
  const step = box.w / (series.length - 1);
  const coordinates = series.map((value, index) => {
    const x = box.x + index * step;
    const y = box.y + box.h - ((value - low) / Math.max(high - low, 1)) * box.h;
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const;
  });
  const line = coordinates.map(([x, y]) => `${x},${y}`).join(" ");
  const [lastX, lastY] = coordinates[coordinates.length - 1]!;
  const bottom = box.y + box.h;
  return [
    `<polygon points="${box.x},${bottom} ${line} ${lastX},${bottom}" fill="url(#area)"/>`,
    `<polyline points="${line}" fill="none" stroke="${COLORS.line}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="${lastX}" cy="${lastY}" r="9" fill="${COLORS.text}" stroke="${COLORS.line}" stroke-width="5"/>`,
  ].join("");
}

function percentText(percent: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  if (percent > 0 && percent < 1) return `<${format.format(0.01)}`;
  if (percent < 100 && percent > 99) return `>${format.format(0.99)}`;
  return format.format(Math.round(percent) / 100);
}

/** The figures: the leading option, its price or share, its change and its history. */
function figures(card: OgCard, language: Language, top: number): string {
  const messages = OG_MESSAGES[language];
  const leading = card.leading;
  if (!leading) return "";
  const left = OG_WIDTH / 2 - MARGIN;
  const parts: string[] = [];
  if (card.winner !== null) {
    parts.push(
      text(
        messages.winner,
        { x: MARGIN, y: top + 40 },
        { size: 30, weight: "semibold", color: COLORS.soft },
      ),
      text(
        fitLine(card.winner, 84, "extrabold", left),
        { x: MARGIN, y: top + 140 },
        { size: 84, weight: "extrabold", color: COLORS.text },
      ),
      text(
        messages.resolved,
        { x: MARGIN, y: top + 190 },
        { size: 28, weight: "regular", color: COLORS.muted },
      ),
    );
  } else {
    const percent = percentText(leading.percent, messages.locale);
    parts.push(
      text(
        fitLine(leading.text, 32, "semibold", left),
        { x: MARGIN, y: top + 36 },
        { size: 32, weight: "semibold", color: COLORS.soft },
      ),
      text(
        percent,
        { x: MARGIN, y: top + 150 },
        { size: 124, weight: "extrabold", color: COLORS.text },
      ),
    );
    const label = card.kind === "poll" ? messages.ofVotes : messages.chance;
    const status =
      card.status === "closed"
        ? ` · ${messages.closed}`
        : card.status === "upcoming"
          ? ` · ${messages.upcoming}`
          : "";
    parts.push(
      text(
        `${label}${status}`,
        { x: MARGIN, y: top + 196 },
        { size: 28, weight: "regular", color: COLORS.muted },
      ),
    );
    const change = leading.change24h === null ? 0 : Math.round(leading.change24h);
    if (change !== 0) {
      const signed = `${change > 0 ? "▲ +" : "▼ −"}${Math.abs(change)}`;
      const at = MARGIN + textWidth(`${label}${status}`, 28, "regular") + 24;
      parts.push(
        text(
          fill(messages.change24h, { points: signed }),
          { x: Math.round(at), y: top + 196 },
          { size: 28, weight: "semibold", color: change > 0 ? COLORS.up : COLORS.down },
        ),
      );
    }
  }
  parts.push(
    sparkline(card.sparkline, {
      x: OG_WIDTH / 2 + 16,
      y: top + 20,
      w: OG_WIDTH / 2 - MARGIN - 16,
      h: 170,
    }),
  );
  return parts.join("");
}

/** The blackout's notice in place of every figure: the law, and when forecasts return. */
function blackoutNotice(card: OgCard, language: Language, below: number): string {
  let top = below;
  const blackout = card.blackout;
  if (!blackout) return "";
  const messages = OG_MESSAGES[language];
  const date = new Intl.DateTimeFormat(messages.locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: blackout.timeZone,
    timeZoneName: "short",
  }).format(new Date(blackout.endsAt));
  const notice = blackout.law
    ? fill(messages.blackout.hiddenByLaw, { date, law: blackout.law })
    : fill(messages.blackout.hidden, { date });
  const { lines } = wrapText(notice, {
    size: 28,
    weight: "regular",
    maxWidth: INNER - 64,
    maxLines: 3,
  });
  const height = 96 + lines.length * 38;
  // Below the title, above the tagline.
  top = Math.min(top, OG_HEIGHT - 48 - height);
  return [
    `<rect x="${MARGIN}" y="${top}" width="${INNER}" height="${height}" rx="24" fill="${COLORS.warnFill}" fill-opacity="0.14" stroke="${COLORS.warnFill}" stroke-opacity="0.7" stroke-width="2"/>`,
    text(
      messages.blackout.title,
      { x: MARGIN + 32, y: top + 60 },
      { size: 36, weight: "bold", color: COLORS.warnTitle },
    ),
    ...lines.map((line, index) =>
      text(
        line,
        { x: MARGIN + 32, y: top + 108 + index * 38 },
        { size: 28, weight: "regular", color: COLORS.warnText },
      ),
    ),
  ].join("");
}

/**
 * A market's share image as SVG, 1200×630, in `language`: the brand and category, the title, and
 * below it the leading option's price (or share) with its 24-hour change and a sparkline of its
 * history, the winner once resolved — or, in an election blackout, the notice alone.
 */
export function buildOgSvg(card: OgCard, language: Language): string {
  const title = titleBlock(card.title, 120);
  const lower = Math.max(title.bottom + 40, 360);
  const body = card.blackout
    ? blackoutNotice(card, language, lower)
    : figures(card, language, Math.min(lower, OG_HEIGHT - 36 - 200));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    "<defs>",
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${COLORS.backgroundFrom}"/><stop offset="1" stop-color="${COLORS.backgroundTo}"/></linearGradient>`,
    `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${COLORS.line}" stop-opacity="0.4"/><stop offset="1" stop-color="${COLORS.line}" stop-opacity="0"/></linearGradient>`,
    "</defs>",
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="${OG_WIDTH - 40}" cy="-40" r="260" fill="${COLORS.brand}" fill-opacity="0.16"/>`,
    header(card, language),
    title.svg,
    body,
    `<text x="${OG_WIDTH - MARGIN}" y="${OG_HEIGHT - 22}" font-family="${FONT_FAMILY}" font-size="20" font-weight="400" fill="${COLORS.muted}" fill-opacity="0.8" text-anchor="end">${e(OG_MESSAGES[language].tagline)}</text>`,
    "</svg>",
  ].join("");
}
