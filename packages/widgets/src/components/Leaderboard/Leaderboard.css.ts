import { widgetChromeCss } from "../widgetChrome/widgetChromeCss";
import { LEADERBOARD_FOOTER_PX, LEADERBOARD_MIN_HEIGHT_PX, LEADERBOARD_ROW_PX } from "./layout";

/**
 * The leaderboard's styles (with the shared widget chrome), injected into its shadow root or once
 * into a React page. Theming as the market card (`--pulso-*`, `data-theme`); parts `card`,
 * `controls`, `table`, `row`, `more` (the "Ver más" button), `message`, `retry`, `tooltip`.
 * Sizes come from layout.ts: rows have one fixed height and never wrap (a long name ends in "…"),
 * so the first page fills exactly the height the embed reserves and grows only on "Ver más".
 */
export const leaderboardCss = `${widgetChromeCss}
.pulso-lb { box-sizing: border-box; min-height: ${LEADERBOARD_MIN_HEIGHT_PX}px; }
.pulso-lb__controls { display: flex; flex-direction: column; gap: 0.5em; }
.pulso-lb__controls .pulso-w__tabs { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); }
.pulso-lb__controls .pulso-w__tab {
  min-width: 0; padding-inline: 0.4em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.pulso-lb__table {
  width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 0.9em; line-height: 1.2;
}
.pulso-lb__table tr { height: ${LEADERBOARD_ROW_PX}px; }
.pulso-lb__table th, .pulso-lb__table td {
  padding: 0 0.4em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.pulso-lb__table thead th { text-align: start; font-weight: 600; color: var(--_muted); }
.pulso-lb__table tbody th { text-align: start; font-weight: 600; }
.pulso-lb__table tbody > tr > * { border-top: 1px solid var(--_border); }
.pulso-lb__table .pulso-lb__num { text-align: end; font-variant-numeric: tabular-nums; }
.pulso-lb__rank { width: 3.2em; }
.pulso-lb__value { width: 7.5em; }
.pulso-lb__bets { width: 5.5em; }
.pulso-lb__row[data-me="true"] > * { background: color-mix(in srgb, var(--_accent) 14%, transparent); }
.pulso-lb__row[data-after-gap="true"] > * { border-top: 2px dashed var(--_border); }
.pulso-lb__you { margin-inline-start: 0.4em; font-size: 0.75em; color: var(--_accent); }
.pulso-lb__footer {
  display: flex; align-items: center; justify-content: center;
  height: ${LEADERBOARD_FOOTER_PX}px; margin-top: auto;
}
`;
