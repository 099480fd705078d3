import { escapeHtml } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { requestLanguage } from "../http/language";
import { openBetWindow } from "../publishers/betWindows";
import { frameCsp, page, sendPage, verifiedSite } from "./frames";

/** A market's or an option's id as the bet window accepts it (the frames' message ids). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The value of a single query parameter that matches `pattern`; absent: undefined; else null. */
function queryValue(value: unknown, pattern: RegExp): string | null | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" && pattern.test(value) ? value : null;
}

/**
 * The bet window at `/embed/bet?market=&option=&origin=&nonce=&lang=` (DESIGN §7): where a bet
 * ticket's frame that can keep no cookie sends its reader to confirm a bet, as a first-party page
 * on the platform origin. Its script is the embed build's `bet-popup-app.js`.
 *
 * The rules are the sign-in popup's (frames.ts, `verifiedSite`): never framed (`frame-ancestors 'none'`,
 * `X-Frame-Options: DENY`), since a Confirm button under someone else's page would invite
 * clickjacking; the site is named only when a platform page opened the window (`Sec-Fetch-Site:
 * same-origin`, which no page can forge: that is the frame) for a site that may embed Pulso, with
 * a nonce of the right shape; otherwise the page names nothing and says where to open it from. A
 * market or option that is not an id's shape gets 400 and the page's localized "can't show that
 * market"; whether the market exists is the ticket's business, as anywhere else.
 */
export function registerBetPage(app: FastifyInstance, ctx: AppContext): void {
  const security = frameCsp("'none'");

  app.get<{ Querystring: Record<string, unknown> }>("/embed/bet", async (request, reply) => {
    const query = request.query;
    const language = requestLanguage(request, request.session?.user.language);
    const market = queryValue(query.market, ID);
    const option = queryValue(query.option, ID);
    const idsValid = typeof market === "string" && option !== null;
    const verified = await verifiedSite(ctx, request);
    const named = verified.site && verified.nonce;
    // A publisher's site: the window's bets are credited to it and to the article (DESIGN §12).
    const publisher =
      named && verified.site ? await ctx.publishers.publisherFor(verified.site) : null;
    const attribution =
      publisher && idsValid
        ? await openBetWindow(ctx.db, publisher.id, query.article, ctx.now())
        : "";
    const root =
      `<div id="root" data-site="${named ? escapeHtml(verified.site ?? "") : ""}"` +
      ` data-site-name="${named ? escapeHtml(verified.siteName) : ""}"` +
      ` data-nonce="${escapeHtml(verified.nonce)}"` +
      ` data-market="${idsValid ? escapeHtml(market) : ""}"` +
      ` data-option="${idsValid && option ? escapeHtml(option) : ""}"` +
      ` data-attribution="${escapeHtml(attribution)}"></div>`;
    reply.header("x-frame-options", "DENY");
    if (!idsValid) reply.code(400);
    return sendPage(reply, security, page(language, root, "bet-popup-app.js"));
  });
}
