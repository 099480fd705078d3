import { TOASTS } from "@pulso/core";
import { themeRules } from "../../theme/palette";

/**
 * The toaster's styles (spec §9: bottom-right, 356 px wide). Theming: the `--pulso-*` custom
 * properties and `data-theme`; parts `toaster`, `toast`, `dismiss`.
 */
export const toasterCss = `
${themeRules(".pulso-toaster")}
.pulso-toaster {
  position: fixed; inset-block-end: 16px; inset-inline-end: 16px; z-index: 2147483000;
  width: ${TOASTS.widthPx}px; max-width: calc(100vw - 32px); margin: 0; padding: 0;
  list-style: none; display: flex; flex-direction: column; gap: 8px;
  font-family: var(--pulso-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--pulso-font-size, 16px); line-height: 1.4;
}
.pulso-toaster__list { display: contents; list-style: none; }
.pulso-toaster:focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.pulso-toast {
  box-sizing: border-box; display: flex; gap: 0.75em; align-items: flex-start; padding: 0.75em 1em;
  border: 1px solid var(--_border); border-inline-start-width: 4px; border-radius: var(--pulso-radius, 12px);
  background: var(--_bg); color: var(--_text); box-shadow: 0 4px 12px rgb(0 0 0 / 0.15);
}
.pulso-toast[data-variant="success"] { border-inline-start-color: var(--_up); }
.pulso-toast[data-variant="error"] { border-inline-start-color: var(--_down); }
.pulso-toast[data-variant="info"], .pulso-toast[data-variant="warning"] { border-inline-start-color: var(--_accent); }
.pulso-toast__body { flex: 1; min-width: 0; }
.pulso-toast__title { margin: 0; font-weight: 600; }
.pulso-toast__description { margin: 0; color: var(--_muted); font-size: 0.875em; }
.pulso-toast__dismiss {
  flex: none; border: 0; background: transparent; color: var(--_muted); font: inherit;
  font-size: 1.1em; line-height: 1; cursor: pointer; padding: 0.1em 0.3em;
}
`;
