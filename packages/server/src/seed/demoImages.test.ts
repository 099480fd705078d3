import { describe, expect, it } from "vitest";
import { sniffImageType } from "../uploads/uploads";
import { demoMarketImage, demoMarketImageSvg, titleMonogram } from "./demoImages";
import { DEMO_MARKETS } from "./demoMarkets";

describe("the demo markets' pictures", () => {
  it("are small 640×360 PNGs, one of its own for each market", async () => {
    const pictures = await Promise.all(
      DEMO_MARKETS.map((market, index) => demoMarketImage(market, index)),
    );
    for (const png of pictures) {
      expect(sniffImageType(png)).toBe("image/png");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([640, 360]);
      expect(png.length).toBeLessThanOrEqual(40 * 1024);
    }
    expect(new Set(pictures.map((png) => png.toString("base64"))).size).toBe(DEMO_MARKETS.length);
  });

  it("carry the monogram of the person or place the title names, and no words", () => {
    expect(titleMonogram("¿Ganará Valeria Ortiz la elección presidencial de 2027?")).toBe("VO");
    expect(titleMonogram("¿Retendrá el oficialismo la gobernación de Costa Norte?")).toBe("CN");
    expect(titleMonogram("¿Habrá segunda vuelta presidencial en 2027?")).toBeNull();
    expect(titleMonogram("¿Confías en el Congreso saliente?")).toBeNull();
    const named = demoMarketImageSvg(DEMO_MARKETS[0]!, 0);
    expect([...named.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text)).toEqual([
      "VO",
    ]);
    const unnamed = demoMarketImageSvg(
      { category: "other", es: { title: "¿Sí o no?", description: "", rules: "" } },
      3,
    );
    expect(unnamed).not.toContain("<text");
  });

  it("take their colours from the category", () => {
    const market = DEMO_MARKETS[0]!;
    expect(demoMarketImageSvg({ ...market, category: "presidential" }, 0)).toContain("#1e3a8a");
    expect(demoMarketImageSvg({ ...market, category: "local" }, 0)).toContain("#7c2d12");
  });
});
