import { log } from "./log";

/**
 * The base class of the widgets' elements: `HTMLElement`, or a plain class where there is none (a
 * server rendering a React host's pages imports the package, and its element classes, without a
 * DOM). Such a class is never defined: {@link defineElement} needs `customElements`.
 */
export const ElementBase: typeof HTMLElement =
  typeof HTMLElement === "undefined" ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * Defines a custom element once: a second call, or a tag some other code defined first, is left
 * alone. Never throws.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  try {
    if (typeof customElements === "undefined" || customElements.get(tag)) return;
    customElements.define(tag, element);
  } catch (error) {
    log.error(`defining <${tag}> failed`, error);
  }
}
