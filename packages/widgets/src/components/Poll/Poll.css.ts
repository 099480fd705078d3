import { widgetChromeCss } from "../widgetChrome/widgetChromeCss";
import { POLL_MIN_HEIGHT_PX } from "./layout";

/**
 * The poll's styles (with the shared widget chrome). Theming as the market card; parts `card`,
 * `title`, `option`, `bar`, `cta`, `note`, `message`, `retry`.
 */
export const pollCss = `${widgetChromeCss}
.pulso-poll { min-height: ${POLL_MIN_HEIGHT_PX}px; }
.pulso-poll__options { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.6em; }
.pulso-poll__option { display: grid; grid-template-columns: 1fr auto auto; align-items: center; gap: 0.25em 0.75em; }
.pulso-poll__count { font-variant-numeric: tabular-nums; font-weight: 600; }
.pulso-poll__mine { margin-inline-start: 0.4em; font-size: 0.75em; font-weight: 600; color: var(--_accent); }
.pulso-poll__bar { grid-column: 1 / -1; height: 8px; border-radius: 4px; background: var(--_border); overflow: hidden; }
.pulso-poll__fill { display: block; height: 100%; background: var(--_accent); transition: width 0.4s ease-out; }
.pulso-poll__option[data-mine="true"] .pulso-poll__fill { background: var(--_up); }
.pulso-poll__note { margin: 0; min-height: 1.4em; font-size: 0.875em; }
.pulso-poll__note[data-tone="error"] { color: var(--_down); }
`;
