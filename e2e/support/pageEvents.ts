import type { Page } from "@playwright/test";

/**
 * Starts listening on the page's document for the next `name` event (a widget's `pulso-…` event)
 * and resolves once the listener is in place; call it before the action that should send the
 * event, and await what it returns for the event's detail.
 *
 * The listener is in place before the action on purpose: Playwright may deliver a key press to
 * the page before a script it was asked to run first, so a listener added without waiting can
 * miss an event sent at once (Enter on a focused button).
 */
export async function nextPageEvent<Detail>(
  page: Page,
  name: string,
): Promise<() => Promise<Detail>> {
  const slot = await page.evaluate((eventName) => {
    const heard = window as unknown as { __pulsoHeard?: Record<string, Promise<unknown>> };
    heard.__pulsoHeard ??= {};
    const key = `${eventName}-${Object.keys(heard.__pulsoHeard).length}`;
    heard.__pulsoHeard[key] = new Promise((resolve) =>
      document.addEventListener(eventName, (event) => resolve((event as CustomEvent).detail), {
        once: true,
      }),
    );
    return key;
  }, name);
  return () =>
    page.evaluate(
      (key) =>
        (window as unknown as { __pulsoHeard: Record<string, Promise<unknown>> }).__pulsoHeard[
          key
        ] as Promise<Detail>,
      slot,
    );
}
