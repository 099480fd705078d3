import { describe, expect, it } from "vitest";
import { TimedLru } from "./cache";
import type { OgCard } from "./card";
import { textWidth, wrapText } from "./fonts";
import { buildOgSvg } from "./svg";

const card: OgCard = {
  title: "¿Ganará Valeria Ortiz la elección presidencial de 2027?",
  category: "presidential",
  kind: "prediction",
  status: "active",
  leading: { text: "Sí", percent: 58.4, change24h: 3.2 },
  winner: null,
  sparkline: [50, 52, 55, 58],
  blackout: null,
};

/** The texts an SVG draws, in order, with XML's escapes read back. */
function texts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, content]) =>
    content!
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&#39;", "'")
      .replaceAll("&amp;", "&"),
  );
}

describe("the share image's drawing", () => {
  it("speaks the language asked: category, figures' labels, change and tagline", () => {
    const spanish = texts(buildOgSvg(card, "es"));
    expect(spanish).toEqual(
      expect.arrayContaining([
        "PRESIDENCIALES",
        "Sí",
        "58\u00a0%",
        "de probabilidad",
        "▲ +3 pts en 24 h",
        "Mercados de predicción electoral",
      ]),
    );
    const english = texts(buildOgSvg(card, "en"));
    expect(english).toEqual(
      expect.arrayContaining(["PRESIDENTIAL", "58%", "chance", "▲ +3 pts in 24 h"]),
    );
    expect(english).not.toContain("de probabilidad");
    // The line of the history, ending at the newest price.
    expect(buildOgSvg(card, "en")).toMatch(
      /<polyline points="[\d., ]+" fill="none" stroke="#60a5fa"/,
    );
  });

  it("says a poll's figure is a share of the votes, and a fall in red with a minus", () => {
    const poll = texts(
      buildOgSvg(
        { ...card, kind: "poll", leading: { text: "A", percent: 40, change24h: null } },
        "es",
      ),
    );
    expect(poll).toContain("de los votos");
    expect(poll.some((line) => line.includes("pts"))).toBe(false);
    const falling = buildOgSvg(
      { ...card, leading: { text: "Sí", percent: 40, change24h: -7 } },
      "en",
    );
    expect(texts(falling)).toContain("▼ −7 pts in 24 h");
    expect(falling).toContain('fill="#fca5a5">▼ −7 pts in 24 h');
  });

  it("names the winner of a resolved market", () => {
    const resolved = texts(buildOgSvg({ ...card, status: "resolved", winner: "No" }, "es"));
    expect(resolved).toEqual(expect.arrayContaining(["Ganó", "No", "Resuelto"]));
    expect(resolved).not.toContain("de probabilidad");
  });

  it("in a blackout, draws the title and the notice with the law and its end, and no figure", () => {
    const blackout: OgCard = {
      ...card,
      leading: null,
      sparkline: [],
      blackout: {
        endsAt: "2026-12-01T23:00:00.000Z",
        law: "Ley Orgánica del Régimen Electoral General (LOREG), art. 69.7",
        timeZone: "Europe/Madrid",
      },
    };
    const svg = buildOgSvg(blackout, "es");
    const lines = texts(svg);
    expect(lines).toContain("Veda electoral");
    const notice = lines.slice(lines.indexOf("Veda electoral") + 1, -1).join(" ");
    expect(notice).toMatch(/^Los pronósticos no se publican hasta el 2 de diciembre de 2026/);
    expect(notice).toContain(
      "según la Ley Orgánica del Régimen Electoral General (LOREG), art. 69.7.",
    );
    expect(svg).not.toMatch(/\d\s?%/);
    expect(svg).not.toContain('fill="url(#area)"');
    const english = texts(
      buildOgSvg({ ...blackout, blackout: { ...blackout.blackout!, law: "" } }, "en"),
    );
    expect(english).toContain("Election blackout");
    expect(english.join(" ")).toContain("Forecasts are not published until December 2, 2026");
  });

  it("escapes the title and keeps it within three lines, cut with an ellipsis", () => {
    const evil = `<script>alert("x")</script> & ${"palabra ".repeat(40)}`;
    const svg = buildOgSvg({ ...card, title: evil }, "es");
    expect(svg).not.toContain("<script>");
    const lines = texts(svg);
    // After the brand and the category; before the leading option.
    const titleLines = lines.slice(2, lines.indexOf("Sí"));
    expect(titleLines[0]).toMatch(/^<script>alert\("x"\)<\/script> &/);
    expect(titleLines).toHaveLength(3);
    expect(titleLines[2]).toMatch(/…$/);
  });
});

describe("laying out text with the font's own widths", () => {
  it("measures wide letters wider, and size in proportion", () => {
    expect(textWidth("WWW", 40, "bold")).toBeGreaterThan(textWidth("iii", 40, "bold") * 2);
    expect(textWidth("Ñandú", 80, "regular")).toBeCloseTo(textWidth("Ñandú", 40, "regular") * 2, 6);
    expect(textWidth("¿", 40, "regular")).toBeGreaterThan(0);
  });

  it("breaks at spaces within the width, and cuts what does not fit", () => {
    const options = { size: 40, weight: "regular" as const, maxWidth: 300, maxLines: 2 };
    const { lines, truncated } = wrapText(
      "uno dos tres cuatro cinco seis siete ocho nueve diez",
      options,
    );
    expect(lines).toHaveLength(2);
    expect(truncated).toBe(true);
    for (const line of lines) expect(textWidth(line, 40, "regular")).toBeLessThanOrEqual(300);
    expect(lines[1]).toMatch(/…$/);
    expect(wrapText("corto", options)).toEqual({ lines: ["corto"], truncated: false });
    const long = wrapText("Anticonstitucionalmente", { ...options, maxWidth: 200, maxLines: 3 });
    expect(long.lines.join("")).toBe("Anticonstitucionalmente");
    expect(long.lines.length).toBeGreaterThan(1);
  });
});

describe("the image cache", () => {
  it("forgets the least recently used first, and anything past its time", () => {
    let now = 0;
    const cache = new TimedLru<string>({ maxEntries: 2, ttlMs: 1000, now: () => now });
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C");
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual(["A", undefined, "C"]);
    now = 999;
    expect(cache.get("c")).toBe("C");
    now = 1000;
    expect(cache.get("c")).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
