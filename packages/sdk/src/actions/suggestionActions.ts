import type { CreateSuggestionBody, Suggestion, UpdateSuggestionBody } from "@pulso/core";
import { pulsoKeys } from "../cache/queryKeys";
import { createActionCache, type ActionContext } from "./actionContext";

/** Poll suggestions; each call refreshes the suggestion lists (own and the admin's). */
export interface SuggestionActions {
  /** Suggests a market (English title, description and category; Spanish optional). */
  createSuggestion(body: CreateSuggestionBody): Promise<Suggestion>;
  /** The owner edits a pending suggestion; an admin reviews one (status, notes, profit share). */
  updateSuggestion(id: string, body: UpdateSuggestionBody): Promise<Suggestion>;
  /** Deletes a suggestion. */
  deleteSuggestion(id: string): Promise<void>;
}

/** Builds {@link SuggestionActions} over one instance's API client and cache. */
export function createSuggestionActions(context: ActionContext): SuggestionActions {
  const { api } = context;
  const cache = createActionCache(context);
  const settle = async <T>(result: T): Promise<T> => {
    await cache.refresh(pulsoKeys.suggestions);
    return result;
  };
  return {
    createSuggestion: async (body) => settle(await api.createSuggestion(body)),
    updateSuggestion: async (id, body) => settle(await api.updateSuggestion(id, body)),
    deleteSuggestion: async (id) => settle(await api.deleteSuggestion(id)),
  };
}
