import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { notFound } from "../http/errors";
import { requestLanguage } from "../http/language";
import { escapeHtml } from "./html";

/** The account widgets that render in a frame on the platform origin (DESIGN §7). */
export const FRAME_WIDGETS = ["bet-ticket", "notification-bell", "poll", "comments"] as const;

/**
 * The `frame-ancestors` source list for the configured publisher origins: `*` when any origin
 * may frame (dev default), `'none'` when none is configured.
 */
export function frameAncestors(embedOrigins: readonly string[]): string {
  if (embedOrigins.includes("*")) return "*";
  return embedOrigins.length > 0 ? embedOrigins.join(" ") : "'none'";
}

/** The frames' Content-Security-Policy. */
export function frameCsp(embedOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(embedOrigins)}`,
  ].join("; ");
}

/**
 * Serves the account widgets' frame pages at `/embed/frame/<widget>`. The React bundle that fills
 * `#root` comes in a later slice; the page already carries the security headers.
 *
 * Which page may frame us is enforced by the browser through `frame-ancestors` (from
 * EMBED_ORIGINS): the server cannot check the parent reliably (`Sec-Fetch-Dest: iframe` says a
 * frame asked, never whose), so it does not try. No X-Frame-Options (it would override the list),
 * and no Cross-Origin-Opener-Policy, since the sign-in popup must post back to its opener.
 */
export function registerFrameRoutes(app: FastifyInstance, ctx: AppContext): void {
  const csp = frameCsp(ctx.config.embedOrigins);
  const widgets = new Set<string>(FRAME_WIDGETS);
  app.get<{ Params: { widget: string } }>("/embed/frame/:widget", async (request, reply) => {
    const { widget } = request.params;
    if (!widgets.has(widget)) throw notFound();
    const language = requestLanguage(request, request.session?.user.language);
    const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pulso</title>
</head>
<body>
<div id="root" data-widget="${escapeHtml(widget)}"></div>
</body>
</html>
`;
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("content-security-policy", csp)
      .header("x-content-type-options", "nosniff")
      .header("referrer-policy", "strict-origin-when-cross-origin")
      .header("cache-control", "no-cache")
      .send(html);
  });
}
