import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PriceHistory } from "../markets/priceHistory";
import type { Language, Market, MarkupWidget, WidgetMarkup, WidgetTheme } from "@pulso/core";

/** Where in the embed assets folder the built markup renderer is (embedAssets.mjs writes it). */
const MARKUP_MODULE = "markup/render.mjs";

/** What the built module (packages/widgets/src/public/renderMarkup.tsx) exports. */
interface MarkupModule {
  renderMarkup(
    widget: MarkupWidget,
    data: { polls: readonly Market[]; histories: Readonly<Record<string, PriceHistory>> },
    options: { lang: Language; theme: WidgetTheme; apiBase: string },
  ): Promise<Record<string, WidgetMarkup>>;
}

/**
 * Renders public widgets to markup for a first paint on news pages (DESIGN §7), by market id, or
 * null when the server has no renderer (the embed assets are not built): the widgets then render
 * in the page as they load.
 */
export type MarkupRenderer = (
  widget: MarkupWidget,
  data: { polls: readonly Market[]; histories: Readonly<Record<string, PriceHistory>> },
  options: { lang: Language; theme: WidgetTheme },
) => Promise<Record<string, WidgetMarkup> | null>;

/**
 * The markup renderer built into `assetsDir`, imported on first use; its links point at
 * `publicUrl`. A missing module is looked for again on the next call (a dev build may come later).
 */
export function createMarkupRenderer(assetsDir: string, publicUrl: string): MarkupRenderer {
  const apiBase = `${publicUrl.replace(/\/+$/, "")}/api/v1`;
  let module: Promise<MarkupModule | null> | null = null;
  return async (widget, data, options) => {
    module ??= (
      import(pathToFileURL(join(assetsDir, MARKUP_MODULE)).href) as Promise<MarkupModule>
    ).catch(() => {
      module = null;
      return null;
    });
    const renderer = await module;
    return renderer ? renderer.renderMarkup(widget, data, { ...options, apiBase }) : null;
  };
}
