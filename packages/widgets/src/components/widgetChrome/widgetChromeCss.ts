import { themeRules, WIDGET_BOX_DECLARATIONS } from "../../theme/palette";

/**
 * The box, theme and shared states of the leaderboard, price chart, poll and market list (class
 * `pulso-w`): the same `--pulso-*` properties and `data-theme` (`light` | `dark` | `auto`) as the
 * market card, the message / retry / skeleton / tab / visually-hidden helpers, reduced motion.
 */
export const widgetChromeCss = `
${themeRules(".pulso-w")}
.pulso-w {${WIDGET_BOX_DECLARATIONS}
}
.pulso-w *, .pulso-w *::before, .pulso-w *::after { box-sizing: border-box; }
.pulso-w :focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.pulso-w__title { margin: 0; font-size: 1.05em; font-weight: 600; line-height: 1.3; }
.pulso-w__tabs { display: flex; flex-wrap: wrap; gap: 0.4em; }
.pulso-w__tab {
  min-height: 2em; padding: 0.2em 0.8em; border: 1px solid var(--_border); border-radius: 999px;
  background: transparent; color: inherit; font: inherit; font-size: 0.875em; cursor: pointer;
}
.pulso-w__tab[aria-pressed="true"], .pulso-w__tab[aria-selected="true"] {
  background: var(--_accent); border-color: var(--_accent); color: var(--_onAccent); font-weight: 600;
}
.pulso-w__button, .pulso-w__retry {
  min-height: 2em; padding: 0.3em 0.9em; border: 0; border-radius: 999px;
  background: var(--_accent); color: var(--_onAccent); font: inherit; font-size: 0.875em;
  font-weight: 600; cursor: pointer;
}
.pulso-w__button:disabled { opacity: 0.6; cursor: progress; }
.pulso-w__message {
  flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 0.75em; margin: 0; text-align: center;
}
.pulso-w__skeleton { display: flex; flex-direction: column; gap: 0.75em; flex: 1; }
.pulso-w__block {
  display: block; height: 1.4em; border-radius: 6px; background: var(--_skeleton);
}
.pulso-w__muted { color: var(--_muted); font-size: 0.875em; }
.pulso-sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
.pulso-tooltip {
  z-index: 10; max-width: 240px; padding: 0.35em 0.6em; border-radius: 6px;
  background: var(--_text); color: var(--_bg); font-size: 0.8em; line-height: 1.3;
}
@media (prefers-reduced-motion: reduce) {
  .pulso-w *, .pulso-w *::before, .pulso-w *::after { animation: none !important; transition: none !important; }
}
`;
