import { readFile } from "node:fs/promises";
import { basename, extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  loadStaticAsset,
  sendPage,
  sendStaticAsset,
  type StaticAsset,
} from "../embed/assetsEncoding";
import { sendError } from "../http/errorHandler";
import type { PageData } from "./carriedAnswers";
import { setPortalPageHeaders, setReaderPageCaching } from "./pageHeaders";
import { noPainting, type PagePainter } from "./paintedPage";

/** What a request for the portal gets while `packages/portal/dist` has not been built. */
export const PORTAL_NOT_BUILT_MESSAGE =
  "Pulso's portal is not built. Run `pnpm --filter @pulso/portal build` (or `pnpm start`, which builds it), then reload.";

/** Paths that belong to the server, never to the portal: unknown ones stay JSON 404s. */
const SERVER_PREFIXES = ["/api", "/ws", "/embed", "/uploads", "/og"];

/** Vite's content-hashed build output: cached for a year. */
const HASHED_PREFIX = "/assets/";

/**
 * Files checked with the server on every use: the service worker (browsers must see a new one at
 * once; it installs the app shell) and the app manifest (name, icons, colours of the installable
 * app).
 */
const ALWAYS_REVALIDATED = new Set(["/sw.js", "/manifest.webmanifest"]);

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/**
 * Where the built portal is: `PULSO_PORTAL_DIR` when set, else `packages/portal/dist` (found from
 * the bundled server in `packages/server/dist/` or from this source file in tests). The portal's
 * build puts its page renderer beside it, in `../render/dist/` (`pageRendererFile`); a portal
 * deployed without that folder is served unpainted.
 */
export function defaultPortalDir(): string {
  const fromEnv = process.env.PULSO_PORTAL_DIR;
  if (fromEnv) return resolve(fromEnv);
  const here = fileURLToPath(new URL(".", import.meta.url));
  const packages = basename(here) === "portal" ? "../../.." : "../..";
  return resolve(here, packages, "portal", "dist");
}

/** Reads the built portal's `index.html` from `dir` each call (null without a build). */
export function portalIndexReader(dir: string): () => Promise<string | null> {
  const file = join(resolve(dir), "index.html");
  return () => readFile(file, "utf8").catch(() => null);
}

function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Whether a request is a reader's browser asking for a portal page: not one of the server's own
 * paths nor a file, and HTML accepted. Such a request for an address that names nothing gets the
 * portal's own not-found page rather than the API's JSON error.
 */
export function isPortalPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "/";
  return (
    !isServerPath(path) &&
    extname(path) === "" &&
    (request.headers.accept ?? "").includes("text/html")
  );
}

/** Sends the portal's page with status 404: its router shows the reader's not-found page. */
export type PortalNotFoundPage = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/** The file a URL path names inside `dir`, or null when it would leave it or is malformed. */
function fileFor(dir: string, path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.split("/").includes("..")) return null;
  const file = resolve(dir, `.${decoded}`);
  return file.startsWith(dir + sep) ? file : null;
}

/**
 * How long a page waits for its first data before it goes without: the page's own painted markup
 * and code matter more than a head start on its data (the database slow or its pool exhausted).
 * Its usual few milliseconds stay far below, even on a busy machine.
 */
export const PAGE_HEAD_DEADLINE_MS = 1_000;

/**
 * `work`'s answer, or `fallback` when it fails or is later than {@link PAGE_HEAD_DEADLINE_MS}
 * (said in the request's log): a page's first data is a head start, not the page, and without it
 * the portal asks as usual.
 */
export async function firstDataInTime<T>(
  request: FastifyRequest,
  path: string,
  work: () => Promise<T>,
  fallback: T,
): Promise<T> {
  let deadline: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    deadline = setTimeout(() => {
      request.log.warn({ path }, "a portal page went without its first data: it came too late");
      resolve(fallback);
    }, PAGE_HEAD_DEADLINE_MS);
  });
  const answered = work().catch((error: unknown) => {
    request.log.warn({ err: error, path }, "a portal page's first data could not be added");
    return fallback;
  });
  return Promise.race([answered, late]).finally(() => clearTimeout(deadline));
}

/**
 * What a portal page at `path` adds to its head for this request (its first data, with the
 * answers), or null for the index as it is.
 */
export type PageHead = (request: FastifyRequest, path: string) => Promise<PageData | null>;

/**
 * Serves the built portal (`packages/portal/dist`) for every GET the server does not route
 * itself: files as they are (hashed `/assets/*` cached for a year, the service worker and the app
 * manifest revalidated every time, others for 5 minutes; text brotli- or gzip-compressed when the
 * request accepts it), and `index.html`, never cached, for any
 * other page path so the portal's router takes over (SPA fallback). `/api`,
 * `/ws`, `/embed`, `/uploads` and `/og` keep the API's JSON 404. Without a build the server still runs
 * and answers 404 with {@link PORTAL_NOT_BUILT_MESSAGE}. Register it after every other route.
 */
export function registerPortalRoutes(
  app: FastifyInstance,
  dir: string = defaultPortalDir(),
  pageHead: PageHead = () => Promise.resolve(null),
  paint: PagePainter = noPainting,
): PortalNotFoundPage {
  const root = resolve(dir);
  // Hashed files never change under one name; everything else is read fresh, but compressed
  // again only when its content changed (index.html and the service worker are asked for often).
  const hashed = new Map<string, StaticAsset>();
  const variants = new Map<string, StaticAsset["encoded"]>();
  const load = (file: string) => loadStaticAsset(file, variants);

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    asset: StaticAsset,
    file: string,
    cacheControl: string,
  ) => {
    reply
      .header("content-type", CONTENT_TYPES[extname(file)] ?? "application/octet-stream")
      .header("cache-control", cacheControl)
      .header("x-content-type-options", "nosniff");
    return sendStaticAsset(request, reply, asset);
  };

  /**
   * An address that cannot name a portal page or file (not valid percent-encoding, or leaving the
   * portal's folder): a reader's browser gets the portal's not-found page, anything else the API's
   * JSON 404. The page is the portal's own, so it says so in the reader's language, with the site
   * around it.
   */
  const notFound: PortalNotFoundPage = async (request, reply) => {
    const index = join(root, "index.html");
    const page = isPortalPageRequest(request) ? await load(index) : null;
    if (!page) return sendError(request, reply, 404, "ROUTE_NOT_FOUND");
    setPortalPageHeaders(reply, request.url.split("?")[0] ?? "/");
    return send(request, reply.code(404), page, index, "no-store");
  };

  const servePortal = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (isServerPath(path)) return sendError(request, reply, 404, "ROUTE_NOT_FOUND");
    const file = path === "/" ? join(root, "index.html") : fileFor(root, path);
    if (file === null) return notFound(request, reply);

    if (path.startsWith(HASHED_PREFIX)) {
      const asset = hashed.get(file) ?? (await load(file));
      if (!asset) return sendError(request, reply, 404, "ROUTE_NOT_FOUND");
      hashed.set(file, asset);
      return send(request, reply, asset, file, "public, max-age=31536000, immutable");
    }
    if (path !== "/" && !path.endsWith("/index.html")) {
      const asset = await load(file);
      if (asset) {
        const cacheControl = ALWAYS_REVALIDATED.has(path) ? "no-cache" : "public, max-age=300";
        return send(request, reply, asset, file, cacheControl);
      }
      // A missing file is a 404; a missing page is the portal's (its router shows not-found).
      if (extname(path) !== "") return sendError(request, reply, 404, "ROUTE_NOT_FOUND");
    }

    const index = join(root, "index.html");
    const page = await load(index);
    if (!page) {
      return reply
        .code(404)
        .header("content-type", "text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(PORTAL_NOT_BUILT_MESSAGE);
    }
    setPortalPageHeaders(reply, path);
    const head = await firstDataInTime(request, path, () => pageHead(request, path), null);
    // Read as text only for a page that has data to carry (every other page is sent as it is).
    const html = head ? page.body.toString("utf8") : "";
    if (head && html.includes("</head>")) {
      // A page that arrives with its data: the page with it in its head, painted with it (in the
      // language of the reader's cookie), made for this reader.
      setReaderPageCaching(reply);
      const withHead = html.replace("</head>", () => `${head.head}\n</head>`);
      return sendPage(
        request,
        reply,
        await paint(request, { html: withHead, url: request.url, answers: head.answers }),
      );
    }
    return send(request, reply, page, index, "no-cache");
  };
  app.get("/", servePortal);
  app.get("/*", servePortal);
  return notFound;
}
