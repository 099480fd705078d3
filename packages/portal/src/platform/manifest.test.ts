import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const portal = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicFile = (path: string) => join(portal, "public", path.replace(/^\//, ""));

/** A PNG's width and height, read from its IHDR chunk; null when the file is not a PNG. */
function pngSize(file: string): [number, number] | null {
  const bytes = readFileSync(file);
  const signature = "89504e470d0a1a0a";
  if (bytes.subarray(0, 8).toString("hex") !== signature) return null;
  if (bytes.subarray(12, 16).toString("ascii") !== "IHDR") return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe("the installable app", () => {
  const manifest = JSON.parse(readFileSync(publicFile("manifest.webmanifest"), "utf8")) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: ManifestIcon[];
  };

  it("has a manifest browsers accept for installing", () => {
    expect(manifest.name).toMatch(/Pulso/);
    expect(manifest.short_name).toBe("Pulso");
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("names 192 and 512 pixel icons, plain and maskable, each a PNG of its size on disk", () => {
    const kinds = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`).sort();
    expect(kinds).toEqual(["192x192 any", "192x192 maskable", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const file = publicFile(icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      expect(icon.type).toBe("image/png");
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(file), icon.src).toEqual([width, height]);
    }
  });

  it("is linked from the page with the theme colour and an Apple touch icon", () => {
    const html = readFileSync(join(portal, "index.html"), "utf8");
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(pngSize(publicFile(touch))).toEqual([180, 180]);
  });
});
