import { themeRules } from "../../theme/palette";
import {
  NOTIFICATION_BELL_SIZE_PX,
  NOTIFICATION_PANEL_HEIGHT_PX,
  NOTIFICATION_PANEL_WIDTH_PX,
} from "./layout";

/**
 * The bell's styles. Theming: the `--pulso-*` custom properties and `data-theme`; parts `bell`,
 * `badge`, `panel`, `notification`.
 */
export const notificationBellCss = `
${themeRules(".pulso-nb")}
.pulso-nb {
  position: relative; display: inline-block; min-width: ${NOTIFICATION_BELL_SIZE_PX}px;
  min-height: ${NOTIFICATION_BELL_SIZE_PX}px; color: var(--_text);
  font-family: var(--pulso-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--pulso-font-size, 16px); line-height: 1.4;
}
.pulso-nb *, .pulso-nb *::before, .pulso-nb *::after { box-sizing: border-box; }
.pulso-nb :focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.pulso-nb__button {
  position: relative; width: ${NOTIFICATION_BELL_SIZE_PX}px; height: ${NOTIFICATION_BELL_SIZE_PX}px;
  display: inline-flex; align-items: center; justify-content: center; border: 0; border-radius: 999px;
  background: transparent; color: inherit; cursor: pointer;
}
.pulso-nb__badge {
  position: absolute; top: 2px; inset-inline-end: 0; min-width: 1.4em; padding: 0 0.3em;
  border-radius: 999px; background: var(--_down); color: #fff; font-size: 0.7em; font-weight: 700;
  line-height: 1.4em; text-align: center;
}
.pulso-nb__panel {
  z-index: 1000; width: min(${NOTIFICATION_PANEL_WIDTH_PX}px, calc(100vw - 16px)); display: flex; flex-direction: column;
  gap: 0.5em; padding: 0.75em; border: 1px solid var(--_border); border-radius: var(--pulso-radius, 12px);
  background: var(--_bg); color: var(--_text); box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
}
.pulso-nb__header { display: flex; align-items: center; justify-content: space-between; gap: 0.5em; }
.pulso-nb__title { margin: 0; font-size: 1em; }
.pulso-nb__bulk, .pulso-nb__item-actions { display: flex; flex-wrap: wrap; gap: 0.4em; }
.pulso-nb__scroll { max-height: ${NOTIFICATION_PANEL_HEIGHT_PX}px; overflow-y: auto; }
.pulso-nb__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.pulso-nb__item { display: flex; flex-direction: column; gap: 0.3em; padding: 0.6em 0; border-top: 1px solid var(--_border); }
.pulso-nb__item[data-read="false"] .pulso-nb__item-title { font-weight: 600; }
.pulso-nb__item-title, .pulso-nb__message { margin: 0; }
.pulso-nb__message, .pulso-nb__time, .pulso-nb__caught-up, .pulso-nb__hint { color: var(--_muted); font-size: 0.875em; margin: 0; }
.pulso-nb__dot { display: inline-block; width: 8px; height: 8px; margin-inline-end: 0.4em; border-radius: 50%; background: var(--_accent); }
.pulso-nb__small, .pulso-nb__link {
  border: 1px solid var(--_border); border-radius: 999px; padding: 0.15em 0.7em; background: transparent;
  color: var(--_text); font: inherit; font-size: 0.8em; cursor: pointer; text-decoration: none;
}
.pulso-nb__link { border-color: var(--_accent); color: var(--_accent); }
.pulso-nb__small:disabled { opacity: 0.6; cursor: not-allowed; }
.pulso-nb__state { margin: 0; padding: 1.5em 0; text-align: center; display: flex; flex-direction: column; align-items: center; gap: 0.5em; }
.pulso-nb__title:focus { outline: none; }
.pulso-nb__confirm {
  display: flex; flex-direction: column; gap: 0.4em; padding: 0.6em; border: 1px solid var(--_down);
  border-radius: calc(var(--pulso-radius, 12px) / 2);
}
.pulso-nb__confirm-text { margin: 0; font-size: 0.875em; }
.pulso-nb__danger { border-color: var(--_down); color: var(--_down); font-weight: 600; }
.pulso-nb__error { margin: 0; color: var(--_down); font-size: 0.875em; }
.pulso-sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
`;
