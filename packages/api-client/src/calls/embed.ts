import type { EmbedCodeBody, OEmbedQuery } from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions } from "./callOptions";

/** The embed session calls and oEmbed (DESIGN §7). */
export function embedCalls({ call, callBody }: CallContext) {
  return {
    /** POST /embed/sessions/code: the sign-in popup's single-use code for a news site. */
    createEmbedCode: (body: EmbedCodeBody, options?: CallOptions) =>
      call("createEmbedCode", { ...options, body }),
    /**
     * POST /embed/sessions/exchange: sets the frame's embed cookie and resolves what the session
     * allows (the session token itself stays in an HttpOnly cookie).
     */
    exchangeEmbedCode: (code: string, options?: CallOptions) =>
      call("exchangeEmbedCode", { ...options, body: { code } }),
    /** GET /embed/sessions: the user's live embed sessions. */
    listEmbedSessions: (options?: CallOptions) =>
      call("listEmbedSessions", options).then((data) => data.sessions),
    /** DELETE /embed/sessions/:id: revokes one of them. */
    revokeEmbedSession: (id: string, options?: CallOptions) =>
      callBody("revokeEmbedSession", { ...options, params: { id } }).then(() => undefined),
    /**
     * GET /embed/access: whether the calling page's site may show the account widgets' frames
     * (the server reads the browser's `Origin`; a request without one is never allowed).
     */
    getEmbedAccess: (options?: CallOptions) => call("getEmbedAccess", options),
    /** GET /oembed?url: the oEmbed answer for a market link (not enveloped). */
    getOEmbed: (query: OEmbedQuery, options?: CallOptions) =>
      callBody("getOEmbed", { ...options, query: query as QueryParams }),
  };
}
