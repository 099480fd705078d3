import { themeRules, WIDGET_BOX_DECLARATIONS } from "../../theme/palette";
import { MARKET_CARD_MIN_HEIGHT_PX } from "./layout";

/**
 * An embedded card in a narrow column (a sidebar, a phone) wraps its meta onto more lines: the
 * week's chart gives back the room, so the card stays within the height it reserves. The chart's
 * height follows the card's width with no container query (which had the page lay every card out
 * twice): a spacer's padding, a percentage of the width, makes it 24 px up to 326 px wide (a
 * 360 px card), 40 px from 386 px (a 420 px card), and in proportion between. Below 16rem the meta
 * would wrap past the reserved height (and a flex row without widths would squeeze the card): the
 * card keeps that width unless its column is narrower. `:host` rules apply in shadow roots only.
 */
const embeddedNarrowCss = `:host .pulso-mc__chart { position: relative; height: auto; min-height: 24px; max-height: 40px; overflow: hidden; }
:host .pulso-mc__chart::before { content: ""; display: block; padding-top: calc(26.67% - 63px); }
:host .pulso-mc__sparkline { position: absolute; inset: 0; height: 100%; }
:host { min-width: min(16rem, 100%); }`;

/**
 * The market card's styles, as a string injected into each shadow root (Cal.com's way) or into a
 * React host page once. Theming: `--pulso-color-bg`, `--pulso-color-text`, `--pulso-color-muted`,
 * `--pulso-color-border`, `--pulso-color-accent`, `--pulso-color-on-accent`, `--pulso-color-up`,
 * `--pulso-color-down`, `--pulso-font`, `--pulso-font-size`, `--pulso-radius`; `data-theme`
 * `light` | `dark` | `auto` (follows `prefers-color-scheme`); parts `card`, `title`, `badge`,
 * `option`, `bar`, `cta`, `meta`, `brand`, `chart`, `message`, `retry`. A price keeps its place
 * as it ticks live (5¢ to 99,9¢): its box is as wide as the widest, its figure set at its start,
 * where neither a new figure nor the page's font arriving after the first paint (a wider or
 * narrower figure) moves it.
 */
export const marketCardCss = `
${themeRules(".pulso-mc")}
.pulso-mc {${WIDGET_BOX_DECLARATIONS}
  min-height: ${MARKET_CARD_MIN_HEIGHT_PX}px;
}
.pulso-mc *, .pulso-mc *::before, .pulso-mc *::after { box-sizing: border-box; }
.pulso-mc :focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.pulso-mc__header { display: flex; gap: 0.75em; align-items: flex-start; }
.pulso-mc__image {
  flex: none; width: 56px; height: 56px; border-radius: 8px; object-fit: cover;
  background: var(--_skeleton);
}
.pulso-mc__heading { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 0.25em; }
.pulso-mc__title {
  margin: 0; font-size: 1.05em; font-weight: 600; line-height: 1.3; color: inherit;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden;
}
.pulso-mc__title-link { color: inherit; text-decoration: none; }
.pulso-mc__title-link:hover { text-decoration: underline; }
.pulso-mc__title-link:focus-visible { outline: 2px solid var(--pulso-color-accent); outline-offset: 2px; border-radius: 2px; }
.pulso-mc__badge {
  align-self: flex-start; padding: 0.05em 0.6em; border: 1px solid currentColor;
  border-radius: 999px; font-size: 0.75em; font-weight: 600; color: var(--_muted);
}
.pulso-mc__badge[data-status="active"] { color: var(--_up); }
.pulso-mc__badge[data-status="cancelled"] { color: var(--_down); }
.pulso-mc__options { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.6em; }
.pulso-mc__option {
  display: grid; grid-template-columns: 1fr auto auto; align-items: center; gap: 0.25em 0.75em;
}
.pulso-mc__option-name { overflow-wrap: anywhere; }
.pulso-mc__winner { margin-inline-start: 0.4em; font-size: 0.75em; font-weight: 600; color: var(--_up); }
.pulso-mc__price { min-inline-size: 2.8em; text-align: start; font-variant-numeric: tabular-nums; font-weight: 600; }
.pulso-mc__option[data-winner] .pulso-mc__price { color: var(--_up); }
.pulso-mc__price--moved { animation: pulso-mc-flash 0.6s ease-out; }
.pulso-mc__bar {
  grid-column: 1 / -1; height: 6px; border-radius: 3px; background: var(--_border); overflow: hidden;
}
.pulso-mc__bar-fill {
  display: block; height: 100%; background: var(--_accent); transition: width 0.4s ease-out;
}
.pulso-mc__cta, .pulso-mc__retry {
  min-height: 2em; padding: 0.3em 0.9em; border: 0; border-radius: 999px;
  background: var(--_accent); color: var(--_onAccent); font: inherit; font-size: 0.875em;
  font-weight: 600; cursor: pointer;
}
.pulso-mc__cta:hover, .pulso-mc__retry:hover { filter: brightness(1.1); }
.pulso-mc__meta {
  display: flex; flex-wrap: wrap; gap: 0.25em 1em; margin: 0; color: var(--_muted); font-size: 0.875em;
}
.pulso-mc__meta dt { font-weight: 600; }
.pulso-mc__meta div { display: flex; gap: 0.3em; }
.pulso-mc__meta dd { margin: 0; }
.pulso-mc__change[data-direction="up"] { color: var(--_up); }
.pulso-mc__change[data-direction="down"] { color: var(--_down); }
.pulso-mc__chart { margin: 0; height: 40px; }
:host([chart="off"]) .pulso-mc__chart { display: none; }
.pulso-mc__sparkline { display: block; width: 100%; height: 40px; }
${embeddedNarrowCss}
.pulso-mc__sparkline path {
  fill: none; stroke: var(--_accent); stroke-width: 2; stroke-linejoin: round;
  vector-effect: non-scaling-stroke;
}
.pulso-mc__footer { margin-top: auto; display: flex; align-items: flex-end; gap: 0.5em 1em; }
.pulso-mc__footer .pulso-mc__meta { flex: 1; }
.pulso-mc__brand {
  flex: none; color: var(--_muted); font-size: 0.75em; font-weight: 700; letter-spacing: 0.02em;
  text-decoration: none;
}
.pulso-mc__brand:hover { color: var(--_accent); text-decoration: underline; }
.pulso-mc__skeleton { display: flex; flex-direction: column; gap: 0.75em; flex: 1; }
.pulso-mc__block {
  display: block; height: 1em; border-radius: 6px; background: var(--_skeleton);
}
.pulso-mc__message {
  flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 0.75em; margin: 0; text-align: center;
}
.pulso-sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
@keyframes pulso-mc-flash { from { opacity: 0.35; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .pulso-mc *, .pulso-mc *::before, .pulso-mc *::after { animation: none !important; transition: none !important; }
}
`;
