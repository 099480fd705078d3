import { isLanguage } from "@pulso/core";
import { createElement, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import type { CatalogueLoader } from "./catalogues";
import { getElementDefaults } from "./defaults";
import { preloadCatalogue } from "./useCatalogue";
import type { ElementProps, WidgetView } from "./widgetElement";

/**
 * How a public element's component renders into its shadow root: a root per shadow root, and the
 * widget's texts loaded before each render, so the first one shows them at once (a painted widget
 * is replaced without a blank moment). The element loads this with the component, when it goes
 * live (DESIGN §7).
 */
export function widgetView<Props extends ElementProps & { lang?: string | undefined }>(
  Component: ComponentType<Props>,
  catalogue: CatalogueLoader,
): WidgetView<Props> {
  const prepare = async (props: Props) => {
    const lang = props.lang?.trim() || getElementDefaults().lang;
    // An unknown language renders at once: the component shows its error state.
    if (isLanguage(lang)) await preloadCatalogue(catalogue, lang);
  };
  return {
    mount(shadow) {
      const root = createRoot(shadow);
      let latest: Props | null = null;
      return {
        async render(props) {
          latest = props;
          await prepare(props);
          // Attributes may have changed while the texts loaded: the newest props win.
          if (latest === props) root.render(createElement(Component, props));
        },
        unmount() {
          latest = null;
          root.unmount();
        },
      };
    },
  };
}
