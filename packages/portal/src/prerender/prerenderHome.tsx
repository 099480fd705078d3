import type { Language } from "@pulso/core";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createPortalRouter, PortalApp } from "../PortalApp";
import { LANGUAGE_STORAGE_KEY } from "../i18n/languageStorage";
import { createPortalPulso } from "../pulso/createPortalPulso";

/**
 * A fetch whose calls wait until they are called off, and `callOff`, which fails those waiting
 * and every later one (a failed call may try again).
 */
function unansweredFetch(): { fetch: typeof fetch; callOff(): void } {
  const waiting = new Set<() => void>();
  let over = false;
  return {
    fetch: (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const fail = () => {
          waiting.delete(fail);
          reject(new TypeError("[pulso] No API answers while the home is prerendered."));
        };
        if (over) return fail();
        waiting.add(fail);
        init?.signal?.addEventListener("abort", fail, { once: true });
      }),
    callOff: () => {
      over = true;
      for (const fail of [...waiting]) fail();
    },
  };
}

/**
 * The home's first render in `lang`, as HTML, made when the portal is built (issue 17): the bar,
 * the hero and the placeholder of the rest, as a visit with no answer yet sees them. The server
 * sends it inside the page's `#root`, so the hero (the page's largest text) paints with the page
 * instead of after its scripts; the app's first render then takes its place, the same markup.
 * Runs where there is no DOM: the portal's modules and components must not need one to render.
 */
export async function prerenderHome(lang: Language): Promise<string> {
  const api = unansweredFetch();
  const pulso = createPortalPulso({
    navigate: () => undefined,
    storage: {
      getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? lang : null),
      setItem: () => undefined,
    },
    // No API answers a build: what the page asks for never arrives, as on a visit before the
    // answers do, until the render is over and its questions are called off.
    overrides: { fetch: api.fetch },
  });
  // `prerender` waits for the home's code (a lazy page), where a plain string render would give
  // its skeleton.
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <PortalApp pulso={pulso} router={createPortalRouter("/")} />
      </StrictMode>,
    );
    return await new Response(prelude).text();
  } finally {
    // Called off and forgotten: their timers (time-outs, cache clean-up) would hold the build
    // open for minutes.
    await pulso.queryClient.cancelQueries();
    pulso.queryClient.clear();
    api.callOff();
    pulso.stop();
  }
}
