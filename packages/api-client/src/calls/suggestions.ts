import type { CreateSuggestionBody, ListSuggestionsQuery, UpdateSuggestionBody } from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions } from "./callOptions";

/** The poll-suggestion calls of spec §7. */
export function suggestionCalls({ call, callBody }: CallContext) {
  const byId = (id: string, options?: CallOptions) => ({ ...options, params: { id } });
  return {
    /** GET /poll-suggestions/my-suggestions. */
    getMySuggestions: (options?: CallOptions) =>
      call("getMySuggestions", options).then((data) => data.suggestions),
    /** POST /poll-suggestions. */
    createSuggestion: (body: CreateSuggestionBody, options?: CallOptions) =>
      call("createSuggestion", { ...options, body }).then((data) => data.suggestion),
    /** GET /poll-suggestions (admin). */
    listSuggestions: (query: ListSuggestionsQuery = {}, options?: CallOptions) =>
      call("listSuggestions", { ...options, query: query as QueryParams }),
    /** GET /poll-suggestions/:id. */
    getSuggestion: (id: string, options?: CallOptions) =>
      call("getSuggestion", byId(id, options)).then((data) => data.suggestion),
    /** PATCH /poll-suggestions/:id: the owner edits a pending one; an admin reviews. */
    updateSuggestion: (id: string, body: UpdateSuggestionBody, options?: CallOptions) =>
      call("updateSuggestion", { ...byId(id, options), body }).then((data) => data.suggestion),
    /** DELETE /poll-suggestions/:id. */
    deleteSuggestion: (id: string, options?: CallOptions) =>
      callBody("deleteSuggestion", byId(id, options)).then(() => undefined),
  };
}
