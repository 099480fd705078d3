import type {
  EmbedAccessResponse,
  EmbedCodeBody,
  EmbedSession,
  OEmbedQuery,
  OEmbedResponse,
} from "@pulso/core";
import { buildPath } from "@pulso/core";
import type { CallContext, CallOptions } from "./callOptions";

/** What a new embed session allows; the session token itself stays in an HttpOnly cookie. */
export interface EmbedGrant {
  expiresAt: string;
  origin: string;
  perBetLimit: number;
  dailyLimit: number;
}

/** The embed session calls and oEmbed (DESIGN §7). */
export function embedCalls({ transport }: CallContext) {
  return {
    /** POST /embed/sessions/code: the sign-in popup's single-use code for a news site. */
    createEmbedCode: (body: EmbedCodeBody, options?: CallOptions) =>
      transport.request<{ code: string; expiresAt: string }>("POST", "/embed/sessions/code", {
        ...options,
        body,
      }),
    /** POST /embed/sessions/exchange: sets the frame's embed cookie and resolves its caps. */
    exchangeEmbedCode: (code: string, options?: CallOptions) =>
      transport.request<EmbedGrant>("POST", "/embed/sessions/exchange", {
        ...options,
        body: { code },
      }),
    /** GET /embed/sessions: the user's live embed sessions. */
    listEmbedSessions: (options?: CallOptions) =>
      transport
        .request<{ sessions: EmbedSession[] }>("GET", "/embed/sessions", options)
        .then((data) => data.sessions),
    /** DELETE /embed/sessions/:id: revokes one of them. */
    revokeEmbedSession: (id: string, options?: CallOptions) =>
      transport
        .request("DELETE", buildPath("/embed/sessions/:id", { id }), {
          ...options,
          envelope: false,
        })
        .then(() => undefined),
    /**
     * GET /embed/access: whether the calling page's site may show the account widgets' frames
     * (the server reads the browser's `Origin`; a request without one is never allowed).
     */
    getEmbedAccess: (options?: CallOptions) =>
      transport.request<EmbedAccessResponse["data"]>("GET", "/embed/access", options),
    /** GET /oembed?url: the oEmbed answer for a market link (not enveloped). */
    getOEmbed: (query: OEmbedQuery, options?: CallOptions) =>
      transport.request<OEmbedResponse>("GET", "/oembed", { ...options, query, envelope: false }),
  };
}
