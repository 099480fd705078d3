import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";

/** Which of the portal's card stylesheets a page pulled in when its module loaded. */
const loaded = vi.hoisted(() => ({ cards: 0 }));
vi.mock("../market/cards.css", () => {
  loaded.cards += 1;
  return {};
});

describe("the market list's cards", () => {
  it("load the home's image-led card stylesheet with the page", async () => {
    expect(loaded.cards).toBe(0);
    await import("./MarketListPage");
    expect(loaded.cards).toBe(1);
  });

  it("are image-led: the image across the card's top at 16:9, the title under it", () => {
    const css = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), "..", "market", "cards.css"),
      "utf8",
    );
    expect(css).toMatch(/\.portal \.pulso-mc__image \{[^}]*aspect-ratio: 16 \/ 9;/);
    expect(css).toMatch(
      /\.portal \.pulso-mc__header:has\(\.pulso-mc__image\) \{[^}]*flex-direction: column;/,
    );
  });
});
