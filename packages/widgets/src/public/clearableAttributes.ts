/** The r2wc element as its subclass sees it (r2wc 2.1 / @r2wc/core 1.3). */
type R2wcElementClass = new () => HTMLElement & {
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

/** Where @r2wc/core keeps an element's props and its render method (global `Symbol.for` keys). */
const PROPS = Symbol.for("r2wc.props");
const RENDER = Symbol.for("r2wc.render");

/**
 * r2wc ignores an attribute that is removed or emptied, so a card would keep showing the old
 * market. This subclass clears the matching prop and re-renders, so the element shows its
 * "missing market" state (or its default language or theme) instead.
 */
export function withClearableAttributes(
  base: CustomElementConstructor,
  props: Readonly<Record<string, string>>,
): CustomElementConstructor {
  const Base = base as unknown as R2wcElementClass;
  return class extends Base {
    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      if (value) {
        super.attributeChangedCallback(name, oldValue, value);
        return;
      }
      const prop = props[name];
      const self = this as unknown as Record<symbol, unknown>;
      const current = self[PROPS];
      const render = self[RENDER];
      if (!prop || typeof current !== "object" || current === null) return;
      (current as Record<string, unknown>)[prop] = undefined;
      if (typeof render === "function") render.call(this);
    }
  };
}
