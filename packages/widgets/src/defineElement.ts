import { log } from "./log";

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
