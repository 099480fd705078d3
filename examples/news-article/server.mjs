// `pnpm example`: a news site on its own origin (http://127.0.0.1:8080 by default — another site
// than the platform on localhost:8000) publishing an election article that embeds Pulso's widgets
// with the one script tag of DESIGN §7. Like a publisher's CMS, it asks the platform for the
// featured markets to embed.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";

const PULSO_URL = (process.env.PULSO_URL ?? "http://localhost:8000").replace(/\/$/, "");
const HOST = process.env.EXAMPLE_HOST ?? "127.0.0.1";
const PORT = Number(process.env.EXAMPLE_PORT ?? 8080);

const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

/** The ids of the markets to embed: featured prediction markets first, then any active ones. */
async function marketIds() {
  try {
    const response = await fetch(
      `${PULSO_URL}/api/v1/polls?featured=true&kind=prediction&status=active&limit=3`,
    );
    const body = await response.json();
    const ids = (body?.data?.polls ?? []).map((poll) => poll._id);
    if (ids.length >= 3) return ids;
    const more = await fetch(
      `${PULSO_URL}/api/v1/polls?kind=prediction&status=active&limit=3`,
    ).then((r) => r.json());
    return [...new Set([...ids, ...(more?.data?.polls ?? []).map((poll) => poll._id)])].slice(0, 3);
  } catch (error) {
    console.warn(`[example] could not reach Pulso at ${PULSO_URL}: ${error.message}`);
    return [];
  }
}

const article = await readFile(new URL("./article.html", import.meta.url), "utf8");
/**
 * The same article with its three market cards and nothing else from Pulso (the account widgets
 * and the leaderboard, marked `beyond-cards` in article.html, left out): the page DESIGN §10 holds
 * to its main-thread budget (bench/page.mjs).
 */
const threeCards = article.replace(
  /[ \t]*<!-- beyond-cards -->[\s\S]*?<!-- \/beyond-cards -->\n/g,
  "",
);
/** The pages by path: the article as published, and its three-card variant. */
const pages = new Map([
  ["/", article],
  ["/index.html", article],
  ["/three-cards.html", threeCards],
]);

const server = createServer(async (request, response) => {
  const template = pages.get(request.url ?? "");
  if (template === undefined) {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("No encontrado");
    return;
  }
  const [first = "", second = "", third = ""] = await marketIds();
  const html = template
    .replaceAll("{{PULSO_URL}}", escape(PULSO_URL))
    .replaceAll("{{MARKET_1}}", escape(first))
    .replaceAll("{{MARKET_2}}", escape(second))
    .replaceAll("{{MARKET_3}}", escape(third));
  response
    .writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
    .end(html);
});

server.listen(PORT, HOST, () => {
  console.warn(`[example] El Diario Austral: http://${HOST}:${PORT}/ (widgets from ${PULSO_URL})`);
});
