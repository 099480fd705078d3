import { themeRules } from "../../theme/palette";
import { BET_TICKET_MIN_HEIGHT_PX } from "./layout";

/**
 * The bet ticket's styles, injected into the element's shadow root or once into a React page.
 * Theming: the `--pulso-*` custom properties of the market card and `data-theme`; parts `ticket`,
 * `title` (the market's), `option`, `amount`, `quote`, `cta`.
 */
export const betTicketCss = `
${themeRules(".pulso-bt")}
.pulso-bt {
  box-sizing: border-box; display: flex; flex-direction: column; gap: 0.75em;
  min-height: ${BET_TICKET_MIN_HEIGHT_PX}px; padding: 1em;
  border: 1px solid var(--_border); border-radius: var(--pulso-radius, 12px);
  background: var(--_bg); color: var(--_text);
  font-family: var(--pulso-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--pulso-font-size, 16px); line-height: 1.4; text-align: start;
}
.pulso-bt *, .pulso-bt *::before, .pulso-bt *::after { box-sizing: border-box; }
.pulso-bt :focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.pulso-bt__form, .pulso-bt__confirm, .pulso-bt__result { display: flex; flex-direction: column; gap: 0.75em; }
.pulso-bt__options { margin: 0; padding: 0; border: 0; display: flex; flex-direction: column; gap: 0.4em; }
.pulso-bt__options legend { font-weight: 600; margin-bottom: 0.25em; }
.pulso-bt__option { display: flex; gap: 0.5em; align-items: center; cursor: pointer; }
.pulso-bt__field { display: flex; flex-direction: column; gap: 0.25em; }
.pulso-bt__field label { font-weight: 600; }
.pulso-bt__amount {
  font: inherit; padding: 0.4em 0.6em; border: 1px solid var(--_border); border-radius: 8px;
  background: var(--_bg); color: var(--_text);
}
.pulso-bt__amount[aria-invalid="true"] { border-color: var(--_down); }
.pulso-bt__hint { margin: 0; color: var(--_muted); font-size: 0.875em; }
.pulso-bt__error { margin: 0; color: var(--_down); font-size: 0.875em; }
.pulso-bt__notice { margin: 0; font-weight: 600; }
.pulso-bt__quote { margin: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 0.25em 1em; font-size: 0.875em; }
.pulso-bt__quote div { display: flex; justify-content: space-between; gap: 0.5em; }
.pulso-bt__quote dt { color: var(--_muted); }
.pulso-bt__quote dd { margin: 0; font-variant-numeric: tabular-nums; font-weight: 600; }
.pulso-bt__title { margin: 0; font-size: 1.05em; }
.pulso-bt__market {
  margin: 0; font-size: 1.125em; line-height: 1.3; overflow-wrap: anywhere;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden;
}
.pulso-bt__actions { display: flex; gap: 0.5em; justify-content: flex-end; }
.pulso-bt__cta, .pulso-bt__secondary {
  min-height: 2.25em; padding: 0.3em 1em; border-radius: 999px; font: inherit; font-weight: 600;
  cursor: pointer;
}
.pulso-bt__cta { border: 0; background: var(--_accent); color: var(--_onAccent); }
.pulso-bt__secondary { border: 1px solid var(--_border); background: transparent; color: var(--_text); }
.pulso-bt__cta:disabled, .pulso-bt__secondary:disabled { opacity: 0.6; cursor: not-allowed; }
.pulso-bt__message {
  flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 0.75em; margin: 0; text-align: center;
}
`;
