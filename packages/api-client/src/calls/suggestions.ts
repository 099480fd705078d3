import type {
  CreateSuggestionBody,
  ListSuggestionsQuery,
  Pagination,
  Suggestion,
  UpdateSuggestionBody,
} from "@pulso/core";
import { buildPath } from "@pulso/core";
import type { CallContext, CallOptions } from "./callOptions";

/** The poll-suggestion calls of spec §7. */
export function suggestionCalls({ transport }: CallContext) {
  const suggestion = (promise: Promise<{ suggestion: Suggestion }>) =>
    promise.then((data) => data.suggestion);
  return {
    /** GET /poll-suggestions/my-suggestions. */
    getMySuggestions: (options?: CallOptions) =>
      transport
        .request<{ suggestions: Suggestion[] }>("GET", "/poll-suggestions/my-suggestions", options)
        .then((data) => data.suggestions),
    /** POST /poll-suggestions. */
    createSuggestion: (body: CreateSuggestionBody, options?: CallOptions) =>
      suggestion(transport.request("POST", "/poll-suggestions", { ...options, body })),
    /** GET /poll-suggestions (admin). */
    listSuggestions: (query: ListSuggestionsQuery = {}, options?: CallOptions) =>
      transport.request<{ suggestions: Suggestion[]; pagination?: Pagination }>(
        "GET",
        "/poll-suggestions",
        { ...options, query },
      ),
    /** GET /poll-suggestions/:id. */
    getSuggestion: (id: string, options?: CallOptions) =>
      suggestion(transport.request("GET", buildPath("/poll-suggestions/:id", { id }), options)),
    /** PATCH /poll-suggestions/:id: the owner edits a pending one; an admin reviews. */
    updateSuggestion: (id: string, body: UpdateSuggestionBody, options?: CallOptions) =>
      suggestion(
        transport.request("PATCH", buildPath("/poll-suggestions/:id", { id }), {
          ...options,
          body,
        }),
      ),
    /** DELETE /poll-suggestions/:id. */
    deleteSuggestion: (id: string, options?: CallOptions) =>
      transport
        .request("DELETE", buildPath("/poll-suggestions/:id", { id }), {
          ...options,
          envelope: false,
        })
        .then(() => undefined),
  };
}
