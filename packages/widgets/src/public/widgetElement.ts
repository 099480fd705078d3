import { createElement, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { log } from "../log";

/** What every public element hands its component: its attributes, and its shadow root. */
export interface ElementProps {
  /** The shadow root the component renders into (events are dispatched from its host). */
  container?: HTMLElement;
}

/**
 * A custom element class that renders `Component` into an open shadow root (DESIGN §7): each
 * attribute in `attributes` (`"api-base": "apiBase"`) becomes a string prop, undefined when the
 * attribute is missing or empty, so removing `market` shows the "missing market" state rather
 * than the old market. It renders when connected and on every attribute change, and unmounts a
 * microtask after it is disconnected, unless it was only moved in the page. Nothing it does can
 * throw into the host page.
 */
export function widgetElement<Props extends ElementProps>(
  Component: ComponentType<Props>,
  attributes: Readonly<Record<string, keyof Props & string>>,
): CustomElementConstructor {
  return class extends HTMLElement {
    static readonly observedAttributes = Object.keys(attributes);
    #root: Root | null = null;
    #shadow: ShadowRoot | null = null;

    connectedCallback(): void {
      this.#render();
    }

    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        try {
          this.#root.unmount();
        } catch (error) {
          log.error(`unmounting <${this.localName}> failed`, error);
        }
        this.#root = null;
      });
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.#render();
    }

    #render(): void {
      try {
        this.#shadow ??= this.shadowRoot ?? this.attachShadow({ mode: "open" });
        this.#root ??= createRoot(this.#shadow);
        const props: Record<string, unknown> = { container: this.#shadow };
        for (const [attribute, prop] of Object.entries(attributes)) {
          props[prop] = this.getAttribute(attribute) || undefined;
        }
        this.#root.render(createElement(Component, props as Props));
      } catch (error) {
        log.error(`rendering <${this.localName}> failed`, error);
      }
    }
  };
}
