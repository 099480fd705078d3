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

/** The id of an active readers' poll (featured first) for the poll frame, else "". */
async function pollId() {
  try {
    for (const featured of ["&featured=true", ""]) {
      const response = await fetch(
        `${PULSO_URL}/api/v1/polls?kind=poll&status=active&limit=1${featured}`,
      );
      const id = (await response.json())?.data?.polls?.[0]?._id;
      if (id) return id;
    }
  } catch (error) {
    console.warn(`[example] could not reach Pulso at ${PULSO_URL}: ${error.message}`);
  }
  return "";
}

const source = await readFile(new URL("./article.html", import.meta.url), "utf8");
/** The article as published: embed.js blocking in <head>, nothing extra in its first screen. */
const article = source.replace(/[ \t]*<!-- first-screen -->\n/, "");
/**
 * The article with the tag as DESIGN §7 and oEmbed hand it out, `<script type="module" async>`,
 * in the body, where a page may paint before the loader runs; a readers' poll (a frame) and the
 * market list join the cards, bell and leaderboard in its first screen. Only the sizes inline on
 * each element keep it from shifting (bench/page.mjs, e2e/tests/embedLayout.spec.ts).
 */
const asyncArticle = source
  .replace(/[ \t]*<!-- The one tag a publisher adds[\s\S]*?<script src="[^"]*"><\/script>\n/, "")
  .replace(
    /[ \t]*<!-- first-screen -->\n/,
    `        <script type="module" src="{{PULSO_URL}}/embed.js" async></script>
        <pulso-poll market="{{POLL}}" lang="es" style="display:block;min-height:440px"></pulso-poll>
        <pulso-market-list category="all" lang="es" style="display:block;min-height:560px"></pulso-market-list>
`,
  );
if (asyncArticle.includes('<script src="') || !asyncArticle.includes("<pulso-poll")) {
  throw new Error("article.html no longer has the marks the async variant is made from");
}
/**
 * The same article with its three market cards and nothing else from Pulso (the account widgets
 * and the leaderboard, marked `beyond-cards` in article.html, left out): the page DESIGN §10 holds
 * to its main-thread budget (bench/page.mjs).
 */
const threeCards = article.replace(
  /[ \t]*<!-- beyond-cards -->[\s\S]*?<!-- \/beyond-cards -->\n/g,
  "",
);
const oembedPage = await readFile(new URL("./oembed.html", import.meta.url), "utf8");

/**
 * What the platform's oEmbed answers for a market's link, as a CMS would paste it, or null when
 * it does not answer (the link must be on the platform's public URL, so `PULSO_URL` must be it).
 */
async function oembedHtml(marketId) {
  try {
    const link = `${PULSO_URL}/market/${encodeURIComponent(marketId)}`;
    const response = await fetch(
      `${PULSO_URL}/api/v1/oembed?url=${encodeURIComponent(link)}&format=json`,
    );
    const html = response.ok ? (await response.json())?.html : null;
    return typeof html === "string" ? html : null;
  } catch (error) {
    console.warn(`[example] could not reach Pulso at ${PULSO_URL}: ${error.message}`);
    return null;
  }
}

/**
 * What WordPress does to the oEmbed HTML of a provider it does not know (its
 * `wp_filter_oembed_result`), so the example can be that CMS: it keeps the first `<iframe>` only,
 * with only its `src`, `width`, `height`, `frameborder`, `marginwidth`, `marginheight`,
 * `scrolling` and `title` (no `style`, no `loading`); puts a secret in the frame's URL fragment and
 * in `data-secret`; and adds `class="wp-embedded-content" sandbox="allow-scripts"
 * security="restricted"`. No iframe, no embed (WordPress shows the bare link).
 */
function wordpressTreatment(html) {
  const frame = /<iframe\b([^>]*)><\/iframe>/i.exec(html);
  if (!frame) return null;
  const kept = [
    "src",
    "width",
    "height",
    "frameborder",
    "marginwidth",
    "marginheight",
    "scrolling",
    "title",
  ];
  const attributes = [...frame[1].matchAll(/\s([a-z-]+)="([^"]*)"/gi)].filter(([, name]) =>
    kept.includes(name.toLowerCase()),
  );
  const secret = "Wp7x3Q9kLm";
  const rebuilt = attributes
    .map(([, name, value]) =>
      name.toLowerCase() === "src"
        ? ` src="${value}#?secret=${secret}" data-secret="${secret}"`
        : ` ${name}="${value}"`,
    )
    .join("");
  return `<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted"${rebuilt}></iframe>`;
}

/**
 * The part of WordPress's front-end embed script a provider's frame talks to: `{ secret, message,
 * value }` from a frame with that `data-secret` resizes it (`height`, kept within 200–1000 px) or
 * opens a link on the frame's own host in the article's window (`link`). Written for this example.
 */
const WORDPRESS_EMBED_SCRIPT = `<script>
addEventListener("message", (event) => {
  const data = event.data;
  if (!data || typeof data.secret !== "string" || !/^[A-Za-z0-9]+$/.test(data.secret)) return;
  for (const frame of document.querySelectorAll('iframe.wp-embedded-content[data-secret="' + data.secret + '"]')) {
    if (data.message === "height") frame.height = String(Math.min(1000, Math.max(200, Number(data.value) || 0)));
    if (data.message === "link" && new URL(data.value).host === new URL(frame.src).host) location.href = data.value;
  }
});
</script>`;

/** A CMS's treatments of pasted oEmbed HTML, by page: as is, WordPress's, or with iframes removed. */
const OEMBED_PAGES = new Map([
  ["/oembed.html", (html) => html],
  [
    "/wordpress.html",
    (html) => {
      const treated = wordpressTreatment(html);
      return treated === null ? null : `${treated}\n${WORDPRESS_EMBED_SCRIPT}`;
    },
  ],
  ["/no-iframes.html", (html) => html.replace(/<iframe\b[\s\S]*?<\/iframe>/gi, "")],
]);

/**
 * The pages by path: the article as published (also under a section path, as a newspaper's
 * articles are, which the publisher's figures name), its three-card and its async variants.
 */
const pages = new Map([
  ["/", article],
  ["/index.html", article],
  ["/politica/2026/debate-final", article],
  ["/three-cards.html", threeCards],
  ["/async.html", asyncArticle],
]);

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://example.invalid");
  if (url.pathname === "/pasted.html") {
    // A CMS's page with code pasted into its first screen as is, raw HTML, as a publisher pastes
    // what the embed builder copies (e2e/tests/embedBuilder.spec.ts). A test tool: it serves any
    // HTML it is given, so this example must never face the public.
    const code = url.searchParams.get("code") ?? "";
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
      .end(oembedPage.replace("{{OEMBED_HTML}}", () => code));
    return;
  }
  const treatment = OEMBED_PAGES.get(request.url ?? "");
  if (treatment) {
    // A CMS's page with the oEmbed answer for the first market pasted in its first screen, as
    // that CMS keeps it.
    const [first = ""] = await marketIds();
    const answer = first ? await oembedHtml(first) : null;
    const pasted = answer === null ? null : treatment(answer);
    if (pasted === null) {
      response
        .writeHead(502, { "content-type": "text/plain; charset=utf-8" })
        .end(`Pulso no respondió a oEmbed en ${PULSO_URL}`);
      return;
    }
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
      .end(oembedPage.replace("{{OEMBED_HTML}}", () => pasted));
    return;
  }
  // Tracking parameters and the like do not change the page, as on any newspaper.
  const template = pages.get(url.pathname);
  if (template === undefined) {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("No encontrado");
    return;
  }
  const [[first = "", second = "", third = ""], poll] = await Promise.all([
    marketIds(),
    template.includes("{{POLL}}") ? pollId() : "",
  ]);
  const html = template
    .replaceAll("{{POLL}}", escape(poll))
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
