/**
 * Why an element shows a message instead of its widget. The reader sees a short text from the
 * host catalogue (../frameProtocol/frameMessages.ts); the publisher's developer gets the details
 * in one console warning (see {@link developerDetail}).
 */
export type Problem =
  | "invalidLang"
  | "invalidTheme"
  | "invalidLoading"
  | "missingMarket"
  | "missingApiBase"
  | "notFound"
  | "notAllowed"
  | "loadFailed";

/** The `pulso-error` reason of each problem (README's event table). */
export const PROBLEM_REASON: Readonly<Record<Problem, string>> = {
  invalidLang: "invalid-attribute",
  invalidTheme: "invalid-attribute",
  invalidLoading: "invalid-attribute",
  missingMarket: "invalid-attribute",
  missingApiBase: "invalid-attribute",
  notFound: "not-found",
  notAllowed: "not-allowed",
  loadFailed: "load-failed",
};

/** What a developer needs to fix a problem, in English, for the console only. */
export function developerDetail(problem: Problem, market: string): string {
  switch (problem) {
    case "invalidLang":
      return 'unsupported lang: use lang="es" or lang="en".';
    case "invalidTheme":
      return 'unsupported theme: use theme="light", "dark" or "auto".';
    case "invalidLoading":
      return 'unsupported loading: use loading="interaction" or "eager".';
    case "missingMarket":
      return 'this widget needs a market: add its market="…" attribute.';
    case "missingApiBase":
      return "Pulso isn't set up on this page: load embed.js or set the api-base attribute.";
    case "notFound":
      return `market "${market}" does not exist or is not public.`;
    case "notAllowed":
      return `${location.origin} may not show Pulso's account widgets: register it among your publisher origins.`;
    case "loadFailed":
      return "the frame did not load in time (network, or a site not allowed to frame it).";
  }
}
