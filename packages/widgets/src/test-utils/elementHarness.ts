import { act, within } from "@testing-library/react";
import { expect } from "vitest";
import { setElementDefaults } from "../public/defaults";
import { setSharedClientFactory } from "../public/sharedPublicClient";
import { createTestPublicClient, type TestPublicClient } from "./testPulso";

let testNumber = 0;

/**
 * Points the page's shared public clients at fresh test clients (one per API base, a fresh base
 * per call) and returns the list they are pushed to; `prepare` serves extra routes on each.
 */
export function useTestElementPage(
  prepare: (test: TestPublicClient) => void = () => {},
): TestPublicClient[] {
  const made: TestPublicClient[] = [];
  setSharedClientFactory((apiBase) => {
    const test = createTestPublicClient(undefined, apiBase);
    prepare(test);
    made.push(test);
    expect(apiBase).toMatch(/\/api\/v1$/);
    return test.client;
  });
  testNumber += 1;
  setElementDefaults({
    apiBase: `http://api-el-${testNumber}.test/api/v1`,
    lang: "es",
    theme: "light",
  });
  return made;
}

/** Empties the page and restores the default shared-instance factory. */
export async function resetTestElementPage(): Promise<void> {
  await act(async () => {
    document.body.innerHTML = "";
    document.head.innerHTML = "";
  });
  setSharedClientFactory(null);
}

/** Mounts `html` into the page and returns its first element. */
export async function mountElement(html: string): Promise<HTMLElement> {
  const host = document.createElement("div");
  await act(async () => {
    host.innerHTML = html;
    document.body.append(host);
  });
  const element = host.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error("nothing mounted");
  return element;
}

/** Testing Library queries scoped to an element's shadow root. */
export function inShadow(element: HTMLElement) {
  const root = element.shadowRoot;
  if (!root) throw new Error("no shadow root");
  return within(root as unknown as HTMLElement);
}

/** Collects every `name` event that reaches `document`; call the result to stop. */
export function collectEvents(name: string): { events: CustomEvent[]; stop(): void } {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  document.addEventListener(name, listener);
  return { events, stop: () => document.removeEventListener(name, listener) };
}
