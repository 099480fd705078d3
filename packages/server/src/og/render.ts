import { createRequire } from "node:module";
import type * as Resvg from "@resvg/resvg-js";
import { FONT_FAMILY, fontFiles } from "./fonts";

// A native addon: loaded through require, as its package is CommonJS.
const { renderAsync } = createRequire(import.meta.url)("@resvg/resvg-js") as typeof Resvg;

/**
 * Draws an SVG of ours into a PNG, off the event loop, with the bundled Inter and no system font
 * (the same pixels on every machine). `width` scales the drawing; its own size by default.
 */
export async function renderPng(svg: string, width?: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    font: { loadSystemFonts: false, fontFiles: fontFiles(), defaultFontFamily: FONT_FAMILY },
    ...(width ? { fitTo: { mode: "width" as const, value: width } } : {}),
    logLevel: "off",
  });
  return image.asPng();
}
