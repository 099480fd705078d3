import { widgetChromeCss } from "../widgetChrome/widgetChromeCss";
import { COMMENTS_MIN_HEIGHT_PX } from "./layout";

/**
 * The comments widget's styles (with the shared widget chrome). Theming as the market card
 * (`--pulso-*`, `data-theme`); parts `card`, `title`, `form`, `input`, `cta`, `sign-in`, `list`,
 * `comment`, `vote`, `more`, `message`, `retry`.
 */
export const commentsCss = `${widgetChromeCss}
.pulso-cm { min-height: ${COMMENTS_MIN_HEIGHT_PX}px; }
.pulso-cm__form, .pulso-cm__field { display: flex; flex-direction: column; gap: 0.4em; }
.pulso-cm__label { font-size: 0.875em; font-weight: 600; }
.pulso-cm__input {
  width: 100%; min-height: 4.5em; padding: 0.5em 0.65em; border: 1px solid var(--_border);
  border-radius: 8px; background: var(--_bg); color: var(--_text); font: inherit; resize: vertical;
}
.pulso-cm__input::placeholder { color: var(--_muted); opacity: 1; }
.pulso-cm__input[aria-invalid="true"] { border-color: var(--_down); }
.pulso-cm__row { display: flex; align-items: flex-start; justify-content: space-between; gap: 0.75em; }
.pulso-cm__counter { flex: none; color: var(--_muted); font-size: 0.8em; font-variant-numeric: tabular-nums; }
.pulso-cm__counter[data-over="true"] { color: var(--_down); font-weight: 600; }
.pulso-cm__error { margin: 0; color: var(--_down); font-size: 0.875em; }
.pulso-cm__error:empty { display: none; }
.pulso-cm__submit { display: flex; justify-content: flex-end; }
.pulso-cm__signin {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5em 1em;
  padding: 0.6em 0.8em; border: 1px dashed var(--_border); border-radius: 8px;
}
.pulso-cm__signin p { margin: 0; font-size: 0.9em; }
.pulso-cm__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.pulso-cm__item { display: flex; flex-direction: column; gap: 0.35em; padding: 0.75em 0; border-top: 1px solid var(--_border); }
.pulso-cm__meta { margin: 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.2em 0.5em; font-size: 0.875em; }
.pulso-cm__author { font-weight: 600; }
.pulso-cm__you { font-size: 0.8em; font-weight: 600; color: var(--_accent); }
.pulso-cm__time, .pulso-cm__edited { color: var(--_muted); }
.pulso-cm__body { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.pulso-cm__actions, .pulso-cm__votes { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4em; }
.pulso-cm__votes { gap: 0.3em; }
.pulso-cm__small {
  min-height: 2em; padding: 0.15em 0.7em; border: 1px solid var(--_border); border-radius: 999px;
  background: transparent; color: var(--_text); font: inherit; font-size: 0.8em; cursor: pointer;
}
.pulso-cm__small:disabled, .pulso-cm__small[aria-disabled="true"] { opacity: 0.6; cursor: progress; }
.pulso-cm .pulso-w__button[aria-disabled="true"] { opacity: 0.6; cursor: progress; }
.pulso-cm__vote { display: inline-flex; align-items: center; justify-content: center; min-width: 2.2em; padding: 0.15em 0.5em; }
.pulso-cm__vote[aria-pressed="true"] { background: var(--_accent); border-color: var(--_accent); color: var(--_onAccent); }
.pulso-cm__score { min-width: 2ch; text-align: center; font-size: 0.875em; font-weight: 600; font-variant-numeric: tabular-nums; }
.pulso-cm__danger { border-color: var(--_down); color: var(--_down); }
.pulso-cm__confirm {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; padding: 0.5em 0.7em;
  border: 1px solid var(--_down); border-radius: 8px;
}
.pulso-cm__confirm p { margin: 0; flex: 1 1 12em; font-size: 0.9em; }
.pulso-cm__destroy { background: var(--_down); color: var(--_bg); }
.pulso-cm__list--fit { overflow: clip; overflow-clip-margin: 4px; }
.pulso-cm__more { display: flex; flex-direction: column; align-items: center; gap: 0.5em; }
.pulso-cm__more p { margin: 0; }
`;
