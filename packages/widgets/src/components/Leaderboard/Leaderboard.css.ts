import { widgetChromeCss } from "../widgetChrome/widgetChromeCss";
import { LEADERBOARD_MIN_HEIGHT_PX } from "./layout";

/**
 * The leaderboard's styles (with the shared widget chrome), injected into its shadow root or once
 * into a React page. Theming as the market card (`--pulso-*`, `data-theme`); parts `card`,
 * `controls`, `table`, `row`, `message`, `retry`, `tooltip`.
 */
export const leaderboardCss = `${widgetChromeCss}
.pulso-lb {
  box-sizing: border-box; height: ${LEADERBOARD_MIN_HEIGHT_PX}px;
  display: flex; flex-direction: column;
}
.pulso-lb__scroll { flex: 1 1 auto; min-height: 0; overflow-y: auto; }
.pulso-lb__controls { display: flex; flex-direction: column; gap: 0.5em; }
.pulso-lb__table { width: 100%; border-collapse: collapse; font-size: 0.9em; }
.pulso-lb__table th { text-align: start; font-weight: 600; color: var(--_muted); padding: 0.3em 0.4em; }
.pulso-lb__table td { padding: 0.35em 0.4em; border-top: 1px solid var(--_border); }
.pulso-lb__table .pulso-lb__num { text-align: end; font-variant-numeric: tabular-nums; }
.pulso-lb__row[data-me="true"] td { background: color-mix(in srgb, var(--_accent) 14%, transparent); font-weight: 600; }
.pulso-lb__gap td { text-align: center; color: var(--_muted); border-top: 0; }
.pulso-lb__you { margin-inline-start: 0.4em; font-size: 0.75em; color: var(--_accent); }
.pulso-lb__help {
  width: 1.4em; height: 1.4em; padding: 0; margin-inline-start: 0.2em; border: 1px solid var(--_border);
  border-radius: 50%; background: transparent; color: var(--_muted); font: inherit; font-size: 0.75em;
  cursor: help;
}
`;
