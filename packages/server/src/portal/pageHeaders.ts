import type { FastifyReply } from "fastify";

/**
 * The portal pages' Content-Security-Policy. Scripts come only from the platform's own files
 * (the build has no inline script), so an injected `<script>`, event-handler attribute or
 * `javascript:` URL never runs; no plugins; no `<base>` that could re-point relative URLs; forms
 * post only to the platform; and no other site may frame the portal (clickjacking of the money
 * pages). Styles, images and connections stay open: the widgets inject their CSS as `<style>`,
 * market images may be remote, and the browser wallet talks to the chains' RPC nodes.
 */
export const PORTAL_CSP = [
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Pages whose URL holds a secret: the password reset link carries its single-use token in the
 * path, so the browser must never send that URL on as a Referer (DESIGN §5).
 */
const SECRET_PATH = /^\/resetPassword(\/|$)/;

/**
 * Sets the security headers of an HTML page of the portal (the SPA's `index.html` at any path,
 * and `/market/:id`): the CSP above with `X-Frame-Options: DENY` for browsers without
 * `frame-ancestors`, `nosniff`, and `Referrer-Policy` — `no-referrer` on the reset page,
 * `strict-origin-when-cross-origin` elsewhere.
 */
export function setPortalPageHeaders(reply: FastifyReply, path: string): FastifyReply {
  return reply
    .header("content-security-policy", PORTAL_CSP)
    .header("x-frame-options", "DENY")
    .header("x-content-type-options", "nosniff")
    .header(
      "referrer-policy",
      SECRET_PATH.test(path) ? "no-referrer" : "strict-origin-when-cross-origin",
    );
}

/**
 * A portal page made for its reader, with the answers to its first calls as this reader gets
 * them (a signed-in reader sees forecasts a blackout hides from the public): checked with the
 * server on every use, never kept by a shared cache, and never handed to a reader with other
 * cookies.
 */
export function setReaderPageCaching(reply: FastifyReply): FastifyReply {
  return reply.header("cache-control", "private, no-cache").header("vary", "Cookie");
}
