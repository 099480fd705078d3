import { EMBED_FRAME_WIDGETS, escapeHtml } from "@pulso/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { notFound } from "../http/errors";
import { requestLanguage } from "../http/language";
import { parseOrigin } from "./origin";

/** The frames' and the sign-in popup's Content-Security-Policy, with its `frame-ancestors`. */
export function frameCsp(ancestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join("; ");
}

export function page(language: string, root: string, script: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pulso</title>
</head>
<body>
${root}
<script type="module" src="/embed/${script}"></script>
</body>
</html>
`;
}

/** The nonce a popup echoes to its frame: 16–64 URL-safe characters. */
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The news site a first-party popup (sign-in, bet window) names, as the server verified it: the
 * `origin` parameter counts only when a platform page opened the popup (`Sec-Fetch-Site:
 * same-origin`, set by the browser) and the site is allowed; `siteName` is its publisher's name,
 * "" for a bootstrap origin (EMBED_ORIGINS). Else no site.
 */
export async function verifiedSite(
  ctx: AppContext,
  request: FastifyRequest<{ Querystring: Record<string, unknown> }>,
): Promise<{ site: string | null; siteName: string; nonce: string }> {
  const query = request.query;
  const fromPlatform = request.headers["sec-fetch-site"] === "same-origin";
  const claimed =
    fromPlatform && typeof query.origin === "string" ? parseOrigin(query.origin) : null;
  const site = claimed && (await ctx.publishers.allowed(claimed)) ? claimed : null;
  const siteName = site ? await ctx.publishers.siteName(site) : "";
  const nonce = typeof query.nonce === "string" && NONCE.test(query.nonce) ? query.nonce : "";
  return { site, siteName, nonce };
}

/** Sends an embed page (a frame, the popup or a widget's page) with its security headers. */
export function sendPage(reply: FastifyReply, csp: string, html: string) {
  return reply
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", csp)
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "strict-origin-when-cross-origin")
    .header("cache-control", "no-cache")
    .send(html);
}

/**
 * The account widgets' frame pages at `/embed/frame/<widget>` and the sign-in popup at
 * `/embed/authorize` (DESIGN §7). Their scripts are the embed build's `<widget>-app.js` (one per
 * widget) and `authorize-app.js`.
 *
 * Which page may frame a widget is enforced by the browser through `frame-ancestors` (the active
 * publishers' registered origins and EMBED_ORIGINS, from `ctx.publishers`): the server cannot check the parent reliably (`Sec-Fetch-Dest: iframe` says a
 * frame asked, never whose), so it does not try. No X-Frame-Options on frames (it would override
 * the list), and no Cross-Origin-Opener-Policy, since the popup must post back to its opener.
 * The popup may never be framed at all (`frame-ancestors 'none'`, `X-Frame-Options: DENY`): an
 * approval button under someone else's page would invite clickjacking.
 *
 * The popup names the site the reader approves, so that name must not come from the news page
 * (DESIGN §7): it is shown only when a platform page opened the popup (`Sec-Fetch-Site:
 * same-origin`, which the browser sets and no page can forge) — that is the frame, which read the
 * site from the browser's own record of who embeds it — and only for an allowed origin, with
 * the name its publisher registered (DESIGN §12). A news page that opens or navigates the popup itself with a site of its choice
 * gets the "can't connect" page, naming nothing.
 */
export function registerFrameRoutes(app: FastifyInstance, ctx: AppContext): void {
  const popupSecurity = frameCsp("'none'");
  const widgets = new Set<string>(EMBED_FRAME_WIDGETS);

  app.get<{ Params: { widget: string } }>("/embed/frame/:widget", async (request, reply) => {
    const { widget } = request.params;
    if (!widgets.has(widget)) throw notFound();
    const language = requestLanguage(request, request.session?.user.language);
    const root = `<div id="root" data-widget="${escapeHtml(widget)}"></div>`;
    // Each widget's page loads only its own script (DESIGN §7).
    const frameSecurity = frameCsp(await ctx.publishers.frameAncestors());
    return sendPage(reply, frameSecurity, page(language, root, `${widget}-app.js`));
  });

  app.get<{ Querystring: Record<string, unknown> }>("/embed/authorize", async (request, reply) => {
    const language = requestLanguage(request, request.session?.user.language);
    const { site, siteName, nonce } = await verifiedSite(ctx, request);
    // A bad or refused site renders the page's "can't connect" message; nothing else is possible.
    const named = site && nonce;
    const root = `<div id="root" data-site="${named ? escapeHtml(site) : ""}" data-site-name="${named ? escapeHtml(siteName) : ""}" data-nonce="${escapeHtml(nonce)}"></div>`;
    reply.header("x-frame-options", "DENY");
    return sendPage(reply, popupSecurity, page(language, root, "authorize-app.js"));
  });
}
