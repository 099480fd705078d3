// What a page load transferred: every finished response of the page and its frames (Playwright
// follows cross-site frames too), with its bytes on the wire (headers + encoded body, Chromium's
// encodedDataLength), its kind and its origin. WebSocket frames are not responses and are not
// counted.
import { gzipSync } from "node:zlib";

/** Gzip at level 9, as a CDN would precompress (the same measure as `bench/weight.mjs`). */
const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

/** JavaScript, CSS or anything else, by the request's type or the response's content type. */
function kindOf(resourceType, contentType) {
  if (resourceType === "script" || /javascript|ecmascript/.test(contentType)) return "js";
  if (resourceType === "stylesheet" || contentType.startsWith("text/css")) return "css";
  return "other";
}

async function describe(request, { bodies }) {
  const response = await request.response();
  if (!response) return null;
  const headers = await response.allHeaders();
  const sizes = await request.sizes().catch(() => null);
  const contentType = headers["content-type"] ?? "";
  const kind = kindOf(request.resourceType(), contentType);
  const transfer = {
    url: request.url(),
    origin: new URL(request.url()).origin,
    kind,
    status: response.status(),
    encoding: headers["content-encoding"] ?? "identity",
    bytes: sizes ? sizes.responseHeadersSize + sizes.responseBodySize : 0,
  };
  if (bodies && kind === "js") {
    const body = await response.body().catch(() => null);
    if (body) {
      transfer.raw = body.length;
      transfer.gzip = gzipSize(body);
    }
  }
  return transfer;
}

/**
 * Starts recording `page`'s responses; the returned function resolves to them. Call it after the
 * measurement: reading a response (its body above all) is a DevTools call the page's renderer
 * answers, which would add work to the measured main thread. With `bodies`, JavaScript bodies are
 * read and their raw and gzip (level 9) sizes added, whatever encoding the server sent.
 */
export function recordTransfers(page, { bodies = false } = {}) {
  const finished = [];
  page.on("requestfinished", (request) => finished.push(request));
  return async () =>
    (await Promise.all(finished.map((request) => describe(request, { bodies })))).filter(Boolean);
}

/**
 * Bytes by kind (js, css, other) and by origin, named by `origins` ({ name: origin }), the largest
 * responses, and the JavaScript's gzip size when the bodies were read.
 */
export function summarizeTransfers(transfers, origins) {
  const empty = () => ({ total: 0, js: 0, css: 0, other: 0, requests: 0 });
  const byOrigin = Object.fromEntries(Object.keys(origins).map((name) => [name, empty()]));
  byOrigin.elsewhere = empty();
  const all = empty();
  for (const transfer of transfers) {
    const name =
      Object.keys(origins).find((key) => origins[key] === transfer.origin) ?? "elsewhere";
    for (const sum of [all, byOrigin[name]]) {
      sum.total += transfer.bytes;
      sum[transfer.kind] += transfer.bytes;
      sum.requests += 1;
    }
  }
  if (byOrigin.elsewhere.requests === 0) delete byOrigin.elsewhere;
  const scripts = transfers.filter((transfer) => transfer.kind === "js");
  const largest = [...transfers]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map((transfer) => ({
      url: transfer.url,
      bytes: transfer.bytes,
      ...(transfer.gzip === undefined ? {} : { gzip: transfer.gzip }),
    }));
  const jsGzip = scripts.every((script) => script.gzip !== undefined)
    ? scripts.reduce((sum, script) => sum + script.gzip, 0)
    : null;
  return { ...all, jsGzip, byOrigin, largest };
}
