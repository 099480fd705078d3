import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A content coding the server sends besides the file as it is. */
export type AssetEncoding = "br" | "gzip";

/** What a static file is served as: its bytes, their ETag, and its compressed variants. */
export interface StaticAsset {
  body: Buffer;
  etag: string;
  /** Present when worth sending (text, and smaller than the file by a useful margin). */
  encoded: Partial<Record<AssetEncoding, Buffer>>;
}

/** Files under this size go out as they are: compression saves less than a packet. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/** Extensions of text formats worth compressing (images and fonts already are). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|map|svg|txt|webmanifest)$/;

/** A variant's suffix on the ETag, so a cache never matches one coding's ETag to another's. */
const ETAG_SUFFIX: Record<AssetEncoding, string> = { br: "-br", gzip: "-gz" };

/** The file beside an asset holding its precompressed variant (written by embedAssets.mjs). */
const SIBLING_SUFFIX: Record<AssetEncoding, string> = { br: ".br", gzip: ".gz" };

/**
 * Reads `file` and its compressed variants: the precompressed `<file>.br` / `<file>.gz` when the
 * build wrote them, else compressed here (async, off the event loop). `known` keeps variants by
 * ETag, for a caller that rereads files which seldom change. Null when the file is missing.
 */
export async function loadStaticAsset(
  file: string,
  known?: Map<string, StaticAsset["encoded"]>,
): Promise<StaticAsset | null> {
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return null;
  }
  const etag = `"${createHash("sha256").update(body).digest("base64url")}"`;
  const remembered = known?.get(etag);
  if (remembered) return { body, etag, encoded: remembered };
  const encoded: StaticAsset["encoded"] = {};
  if (COMPRESSIBLE.test(file) && body.length >= MIN_COMPRESSIBLE_BYTES) {
    for (const coding of ["br", "gzip"] as const) {
      const variant =
        (await readFile(file + SIBLING_SUFFIX[coding]).catch(() => null)) ??
        (await compress(body, coding));
      // Worth it only when it saves something real (already-minified tiny files may not).
      if (variant.length < body.length * 0.9) encoded[coding] = variant;
    }
  }
  if (known) {
    // A few files under changing contents (rebuilds): forget them all now and then.
    if (known.size >= 256) known.clear();
    known.set(etag, encoded);
  }
  return { body, etag, encoded };
}

/** Compresses `body` as a build would: brotli at a quality fit for text served many times. */
function compress(body: Buffer, coding: AssetEncoding): Promise<Buffer> {
  if (coding === "gzip") return gzipAsync(body, { level: 9 });
  return brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: 10,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The codings an `Accept-Encoding` header allows, in the server's order of preference (brotli,
 * then gzip). A coding is allowed when named with a non-zero q, or covered by `*` and not named
 * with q=0.
 */
export function acceptedEncodings(header: string | string[] | undefined): AssetEncoding[] {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const weights = new Map<string, number>();
  for (const part of value.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (name === "") continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const allowed = (coding: AssetEncoding) => {
    // `x-gzip` is an old name of gzip (RFC 9110 §8.4.1.3).
    const own = weights.get(coding) ?? (coding === "gzip" ? weights.get("x-gzip") : undefined);
    const weight = own ?? weights.get("*") ?? 0;
    return weight > 0;
  };
  return (["br", "gzip"] as const).filter(allowed);
}

/**
 * Sends `asset` in the best coding the request accepts, with `Vary: Accept-Encoding` and that
 * variant's ETag; answers 304 when `If-None-Match` names it. Other headers (type, caching) are
 * the caller's.
 */
export function sendStaticAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: StaticAsset,
): FastifyReply {
  const coding = acceptedEncodings(request.headers["accept-encoding"]).find(
    (candidate) => asset.encoded[candidate] !== undefined,
  );
  const etag = coding ? `${asset.etag.slice(0, -1)}${ETAG_SUFFIX[coding]}"` : asset.etag;
  if (Object.keys(asset.encoded).length > 0) {
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
  }
  reply.header("etag", etag);
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  if (!coding) return reply.send(asset.body);
  return reply.header("content-encoding", coding).send(asset.encoded[coding]);
}

/**
 * Sends a page made for this request (a portal page with its data) in the best coding the request
 * accepts, compressed now at a quality fit for one answer; small pages go as they are.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<FastifyReply> {
  const body = Buffer.from(html, "utf8");
  reply.header("content-type", "text/html; charset=utf-8");
  const coding =
    body.length >= MIN_COMPRESSIBLE_BYTES
      ? acceptedEncodings(request.headers["accept-encoding"])[0]
      : undefined;
  if (!coding) return reply.send(body);
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
  const encoded =
    coding === "gzip"
      ? await gzipAsync(body, { level: 6 })
      : await brotli(body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
  return reply.header("content-encoding", coding).send(encoded);
}
