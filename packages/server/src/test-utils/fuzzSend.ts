import http from "node:http";
import { isErrorCode } from "@pulso/core";
import type { FuzzRequest } from "./fuzzRequest";

/** What came back: the status, the content type and the body as text. */
export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * Sends a request exactly as generated, with `node:http` rather than fetch: no header is added
 * or normalized (fetch would add a text/plain content type, refuse a GET body and resolve
 * `../`), so the server sees what a hostile client could send.
 */
export function sendFuzzRequest(
  baseURL: string,
  request: FuzzRequest,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<FuzzResponse> {
  const url = new URL(baseURL);
  const headers: Record<string, string | number> = { ...request.headers, ...extraHeaders };
  if (request.body !== undefined) headers["content-length"] = Buffer.byteLength(request.body);
  else if (request.method !== "GET") headers["content-length"] = 0;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: `${url.pathname.replace(/\/$/, "")}${request.target}`,
        headers,
        agent,
        timeout: 30_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("the server did not answer in 30 s")));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** An error body of the API (DESIGN §4). */
export interface ErrorBody {
  status: string;
  code: string;
  message: string;
}

/** The error body of a refusal, or null when the body is not one. */
export function errorBody(response: FuzzResponse): ErrorBody | null {
  try {
    const body = JSON.parse(response.text) as Partial<ErrorBody> | null;
    if (
      body &&
      typeof body.status === "string" &&
      typeof body.code === "string" &&
      typeof body.message === "string"
    ) {
      return body as ErrorBody;
    }
  } catch {
    // Not JSON: not an error body.
  }
  return null;
}

/**
 * What is wrong with an answer, if anything: a 5xx, a status that is neither a success nor a
 * refusal, an error body without the `{status, code, message}` shape, an unknown code, an empty
 * or untranslated message, or a success that is not JSON (the envelope, when the operation's
 * success schema has one).
 */
export function answerProblems(
  response: FuzzResponse,
  options: { binary: boolean; envelope: boolean },
): string[] {
  const { status } = response;
  if (status >= 500) return [`answered ${status}: ${response.text.slice(0, 300)}`];
  if (status >= 400) {
    const body = errorBody(response);
    if (!body) return [`${status} without the error shape: ${response.text.slice(0, 300)}`];
    const problems: string[] = [];
    if (body.status !== "fail") problems.push(`${status} with status "${body.status}"`);
    if (!isErrorCode(body.code)) problems.push(`unknown error code "${body.code}"`);
    if (body.message.trim().length < 3) problems.push(`empty message for ${body.code}`);
    if (body.message.includes("{{")) problems.push(`unfilled placeholder: ${body.message}`);
    if (!response.contentType.startsWith("application/json")) {
      problems.push(`${status} sent as ${response.contentType}`);
    }
    return problems;
  }
  if (status >= 200 && status < 300) {
    if (options.binary) return [];
    try {
      const body = JSON.parse(response.text) as { status?: unknown } | null;
      if (!options.envelope || body?.status === "success") return [];
      return [`${status} without the success envelope`];
    } catch {
      return [`${status} that is not JSON: ${response.text.slice(0, 200)}`];
    }
  }
  return [`unexpected status ${status}`];
}
