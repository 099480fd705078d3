import fc from "fast-check";
import {
  assertUnderstood,
  bodyValue,
  deepArrayText,
  NUMERIC_TEXTS,
  ODD_TEXTS,
  SCRIPT_PAYLOAD,
  validValue,
  type FuzzHints,
  type JsonSchema,
} from "./fuzzSchema";

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface FuzzOperation {
  operationId: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** The OpenAPI path template under the server URL, e.g. `/polls/{id}`. */
  path: string;
  auth: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  idempotent: boolean;
  body?: JsonSchema;
  multipart: boolean;
  /** A success is a file's bytes, not JSON. */
  binary: boolean;
  /** A success is the `{ status: "success", data }` envelope. */
  envelope: boolean;
}

interface OpenApiOperation {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  "x-pulso-auth": string;
}

/** Every operation of an OpenAPI document, checked to use only schemas the fuzzer understands. */
export function readOperations(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const body = content["application/json"]?.schema;
      const success = operation.responses["200"]?.content ?? {};
      const fuzzOperation: FuzzOperation = {
        operationId: operation.operationId,
        method: method.toUpperCase() as FuzzOperation["method"],
        path,
        auth: operation["x-pulso-auth"],
        pathParams: parameters
          .filter((parameter) => parameter.in === "path")
          .map(({ name, schema }) => ({ name, schema })),
        queryParams: parameters
          .filter((parameter) => parameter.in === "query")
          .map(({ name, required, schema }) => ({ name, required: required ?? false, schema })),
        idempotent: parameters.some((parameter) => parameter.name === "Idempotency-Key"),
        ...(body ? { body } : {}),
        multipart: "multipart/form-data" in content,
        binary: !("application/json" in success),
        envelope: Boolean(success["application/json"]?.schema?.properties?.status),
      };
      for (const parameter of [...fuzzOperation.pathParams, ...fuzzOperation.queryParams]) {
        assertUnderstood(parameter.schema, `${operation.operationId} ${parameter.name}`);
      }
      if (body) assertUnderstood(body, `${operation.operationId} body`);
      operations.push(fuzzOperation);
    }
  }
  return operations;
}

/** Who sends a request. */
export type FuzzIdentity = "visitor" | "reader" | "admin" | "readerCookie" | "forged";

/** A request as sent on the wire: nothing is normalized or added on the way. */
export interface FuzzRequest {
  operationId: string;
  method: string;
  /** Path and query, already encoded (or deliberately not). */
  target: string;
  identity: FuzzIdentity;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Whether the request carried a well-formed Idempotency-Key (a refusal may then be stored). */
  validIdempotencyKey: boolean;
  /** Whether the query or path names a language, overriding Accept-Language. */
  namesLanguage: boolean;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

/** A path segment: encoded text, or raw bytes that are already (badly) encoded. */
const garbageSegment: fc.Arbitrary<{ value: string; raw: boolean }> = fc.oneof(
  fc
    .oneof(
      fc.string({ maxLength: 40, unit: "binary" }),
      fc.string({ maxLength: 30, unit: "grapheme" }),
      fc.constantFrom("x".repeat(65), "9".repeat(300), "a".repeat(5_000), "0", "-1", "1e308"),
      fc.constantFrom("NaN", "null", "undefined", "true", "[object Object]", SCRIPT_PAYLOAD),
      fc.constantFrom("../", "../../etc/passwd", "..\\..\\", "a/b", "%00", "ñandú", "🗳️"),
    )
    .map((value) => ({ value, raw: false })),
  fc
    .constantFrom("..", ".", "%", "%zz", "%2e%2e", "..%2F..%2F", "%E0%A4%A", "%00", "a%2Fb", "")
    .map((value) => ({ value, raw: true })),
);

/** Percent-encodes text; a lone surrogate (no UTF-8 form) becomes U+FFFD first. */
function encode(text: string): string {
  return encodeURIComponent(Buffer.from(text, "utf8").toString("utf8"));
}

function segment(value: { value: string; raw: boolean }): string {
  return value.raw ? value.value : encode(value.value);
}

/** A value as it would be written in a query string. */
function asQueryText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Odd query values: numbers out of range, texts where numbers go, huge and empty values. */
const oddQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NUMERIC_TEXTS),
  fc.constantFrom(...ODD_TEXTS),
  fc.constantFrom("", "-1", "0", "1.5", "9007199254740993", "x".repeat(3_000), "true", "[]", "{}"),
  fc.integer().map(String),
  fc.string({ maxLength: 20 }),
);

type QueryEntry = { key: string; value: string; raw?: boolean };

function queryArbitrary(operation: FuzzOperation, hints: FuzzHints): fc.Arbitrary<QueryEntry[]> {
  const perParameter = operation.queryParams.map((parameter) => {
    const valid = validValue(parameter.schema, hints, parameter.name).map(asQueryText);
    return fc.oneof(
      { arbitrary: fc.constant<QueryEntry[]>([]), weight: parameter.required ? 1 : 3 },
      { arbitrary: valid.map((value) => [{ key: parameter.name, value }]), weight: 4 },
      { arbitrary: oddQueryValue.map((value) => [{ key: parameter.name, value }]), weight: 3 },
      {
        arbitrary: fc.tuple(valid, oddQueryValue).map(([a, b]) => [
          { key: parameter.name, value: a },
          { key: parameter.name, value: b },
        ]),
        weight: 1,
      },
      { arbitrary: valid.map((value) => [{ key: `${parameter.name}[]`, value }]), weight: 1 },
    );
  });
  const extra = fc.oneof(
    { arbitrary: fc.constant<QueryEntry[]>([]), weight: 6 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom("lang", "__proto__", "constructor", "x", "a[b]", "page", "limit", ""),
          oddQueryValue,
        )
        .map(([key, value]) => [{ key, value }]),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom("lang=en", "lang=es", "lang=fr").map((pair) => {
        const [key = "", value = ""] = pair.split("=");
        return [{ key, value }];
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom("&&", "=", "%", "a=%zz", "a", ";", "a=1=2", "%E0%A4%A=1", "+=+")
        .map((text) => [{ key: text, value: "", raw: true }]),
      weight: 1,
    },
  );
  return fc
    .tuple(fc.tuple(...perParameter), extra)
    .map(([parts, more]) => [...parts.flat(), ...more]);
}

function queryString(entries: readonly QueryEntry[]): string {
  if (entries.length === 0) return "";
  return `?${entries
    .map((entry) => (entry.raw ? entry.key : `${encode(entry.key)}=${encode(entry.value)}`))
    .join("&")}`;
}

/** Content types a JSON body might arrive with, sane and odd. */
const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 12 },
  { arbitrary: fc.constant("application/json; charset=utf-8"), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      "text/plain",
      "text/plain; charset=utf-8",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "application/x-www-form-urlencoded",
      "application/xml",
      "application/json; charset=latin1",
      "application/json; charset=utf-16",
      "APPLICATION/JSON",
      "application/json;",
      "application/vnd.api+json",
      "application/octet-stream",
      "*/*",
      "",
      "application/json, text/plain",
      "image/png",
    ),
    weight: 6,
  },
);

/** Bodies that are not JSON a validator ever sees: broken, empty, huge, nested or tricky. */
const rawJsonText: fc.Arbitrary<string> = fc.constantFrom(
  "",
  " ",
  "{",
  '{"a":',
  "nul",
  "[1,",
  "'x'",
  '{"a":1}}',
  "null",
  "true",
  "0",
  '"text"',
  "[]",
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"amount":1e400}',
  '{"amount":-1e400,"pollId":"x"}',
  '{"a":1,"a":2}',
  "\uFEFF{}",
  "\u0000",
  deepArrayText(5_000),
  `${'{"a":'.repeat(3_000)}1${"}".repeat(3_000)}`,
  JSON.stringify({ padding: "x".repeat(70 * 1024) }),
);

/** A multipart body made by hand: fields, the JSON `data` field and maybe a file. */
function multipartBody(
  boundary: string,
  fields: Record<string, unknown>,
  asData: boolean,
  file: { name: string; type: string; bytes: Uint8Array } | null,
): Buffer {
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (asData) field("data", JSON.stringify(fields));
  else for (const [name, value] of Object.entries(fields)) field(name, asQueryText(value));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const fileArbitrary = fc.option(
  fc.record({
    name: fc.constantFrom(
      "a.png",
      "../../x.png",
      "photo.jpg",
      SCRIPT_PAYLOAD,
      "",
      "a.exe",
      "ñ.pdf",
    ),
    type: fc.constantFrom("image/png", "image/jpeg", "application/pdf", "text/html", "x/y"),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.uint8Array({ maxLength: 32 }).map((tail) => Uint8Array.from([...PNG_HEADER, ...tail])),
    ),
  }),
);

type Body = { contentType?: string; payload?: string | Buffer };

function bodyArbitrary(operation: FuzzOperation, hints: FuzzHints): fc.Arbitrary<Body> {
  const schema = operation.body;
  const none = fc.constant<Body>({});
  const json = (schema ? bodyValue(schema, hints) : fc.jsonValue({ maxDepth: 2 })).chain((value) =>
    contentType.map((type) => ({
      ...(type === undefined ? {} : { contentType: type }),
      payload: JSON.stringify(value) ?? "",
    })),
  );
  const raw = fc
    .tuple(rawJsonText, contentType)
    .map(([payload, type]) => ({ ...(type === undefined ? {} : { contentType: type }), payload }));
  const form = (schema ? bodyValue(schema, hints) : fc.jsonValue({ maxDepth: 1 })).map(
    (value): Body => ({
      contentType: "application/x-www-form-urlencoded",
      payload:
        value && typeof value === "object" && !Array.isArray(value)
          ? new URLSearchParams(
              Object.entries(value).map(([key, item]): [string, string] => [
                key,
                asQueryText(item),
              ]),
            ).toString()
          : "a=1",
    }),
  );
  const multipart = fc
    .tuple(
      schema ? bodyValue(schema, hints) : fc.constant({}),
      fc.boolean(),
      fileArbitrary,
      fc.constantFrom("pulsoFuzzBoundary", "x", "a".repeat(70)),
      fc.boolean(),
    )
    .map(([value, asData, file, boundary, truncated]): Body => {
      const fields =
        value && typeof value === "object" && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : { data: value };
      const bytes = multipartBody(boundary, fields, asData, file);
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: truncated ? bytes.subarray(0, Math.floor(bytes.length / 2)) : bytes,
      };
    });
  const brokenMultipart = fc.constantFrom<Body>(
    { contentType: "multipart/form-data", payload: "--x\r\n\r\nhello" },
    { contentType: "multipart/form-data; boundary=x", payload: "not multipart at all" },
    { contentType: "multipart/form-data; boundary=x", payload: "" },
  );

  if (operation.method === "GET") {
    return fc.oneof({ arbitrary: none, weight: 12 }, { arbitrary: raw, weight: 1 });
  }
  if (!schema) {
    return fc.oneof(
      { arbitrary: none, weight: 8 },
      { arbitrary: json, weight: 2 },
      { arbitrary: raw, weight: 2 },
      { arbitrary: brokenMultipart, weight: 1 },
    );
  }
  return fc.oneof(
    { arbitrary: json, weight: 10 },
    { arbitrary: raw, weight: 3 },
    { arbitrary: none, weight: 1 },
    { arbitrary: form, weight: 1 },
    { arbitrary: multipart, weight: operation.multipart ? 4 : 1 },
    { arbitrary: brokenMultipart, weight: 1 },
  );
}

/** Printable Latin-1 text: what an HTTP header value may carry. */
const headerText = fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7E]/g, "?"));

function optionalHeader(
  name: string,
  values: fc.Arbitrary<string>,
  absentWeight: number,
): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { arbitrary: fc.constant({}), weight: absentWeight },
    { arbitrary: values.map((value) => ({ [name]: value })), weight: 1 },
  );
}

function headersArbitrary(
  operation: FuzzOperation,
  ownOrigin: string,
): fc.Arbitrary<{ headers: Record<string, string>; validIdempotencyKey: boolean }> {
  const language = optionalHeader(
    "accept-language",
    fc.oneof(
      fc.constantFrom("es", "en", "en-US,en;q=0.9", "es-HN,es;q=0.8", "fr", "", "*", "EN"),
      fc.constantFrom("zz;q=abc", "x".repeat(4_000), ",,,,", "en;q=2,es;q=-1", "ñ"),
      headerText,
    ),
    1,
  );
  const key = optionalHeader(
    "idempotency-key",
    fc.oneof(
      fc.stringMatching(IDEMPOTENCY_KEY),
      fc.constantFrom("k".repeat(5_000), "has space", "", "ñ", "a/b", "x".repeat(129)),
      headerText,
    ),
    operation.idempotent ? 1 : 6,
  );
  const origin = optionalHeader(
    "origin",
    fc.constantFrom(ownOrigin, "https://evil.example", "null", "", "http://127.0.0.1", "x"),
    2,
  );
  const requestedWith = optionalHeader(
    "x-requested-with",
    fc.constantFrom("XMLHttpRequest", "", "fetch"),
    2,
  );
  const accept = optionalHeader(
    "accept",
    fc.constantFrom("text/html", "application/xml", "*/*", "application/json;q=0"),
    6,
  );
  return fc.tuple(language, key, origin, requestedWith, accept).map((parts) => {
    const headers: Record<string, string> = Object.assign({}, ...parts);
    const keyHeader = headers["idempotency-key"];
    return {
      headers,
      validIdempotencyKey:
        operation.idempotent && keyHeader !== undefined && IDEMPOTENCY_KEY.test(keyHeader),
    };
  });
}

/** What the request generator may use from the running server. */
export interface FuzzRequestContext {
  hints: FuzzHints;
  /** Ids that exist for this operation's path parameters (the right kind of row). */
  pathIds: readonly string[];
  ownOrigin: string;
}

/**
 * Requests for one operation: path parameters (real ids, other kinds' ids, garbage, huge,
 * unicode, traversal), query strings (schema-shaped and wrong, repeated keys), headers (content
 * types, languages, idempotency keys, origins) and bodies (valid, spoiled, broken), each sent by
 * one of the identities.
 */
export function requestArbitrary(
  operation: FuzzOperation,
  context: FuzzRequestContext,
): fc.Arbitrary<FuzzRequest> {
  const parameterValues = operation.pathParams.map((parameter) => {
    const choices: fc.WeightedArbitrary<{ value: string; raw: boolean }>[] = [
      { arbitrary: garbageSegment, weight: 3 },
      {
        arbitrary: validValue(parameter.schema, context.hints, parameter.name).map((value) => ({
          value: asQueryText(value),
          raw: false,
        })),
        weight: 2,
      },
    ];
    if (context.pathIds.length > 0) {
      choices.push({
        arbitrary: fc.constantFrom(...context.pathIds).map((value) => ({ value, raw: false })),
        weight: 6,
      });
    }
    if (context.hints.ids.length > 0) {
      choices.push({
        arbitrary: fc.constantFrom(...context.hints.ids).map((value) => ({ value, raw: false })),
        weight: 1,
      });
    }
    return fc.oneof(...choices);
  });
  const identity = fc.constantFrom<FuzzIdentity>(
    "visitor",
    "reader",
    "admin",
    "readerCookie",
    "forged",
  );
  return fc
    .record({
      identity,
      parameters: fc.tuple(...parameterValues),
      query: queryArbitrary(operation, context.hints),
      headers: headersArbitrary(operation, context.ownOrigin),
      body: bodyArbitrary(operation, context.hints),
    })
    .map(({ identity: who, parameters, query, headers, body }) => {
      let path = operation.path;
      operation.pathParams.forEach((parameter, index) => {
        const value = parameters[index];
        if (value) path = path.replace(`{${parameter.name}}`, segment(value));
      });
      const allHeaders = { ...headers.headers };
      if (body.contentType !== undefined) allHeaders["content-type"] = body.contentType;
      return {
        operationId: operation.operationId,
        method: operation.method,
        target: `${path}${queryString(query)}`,
        identity: who,
        headers: allHeaders,
        ...(body.payload === undefined ? {} : { body: body.payload }),
        validIdempotencyKey: headers.validIdempotencyKey,
        namesLanguage: query.some((entry) => entry.key === "lang" || entry.key.startsWith("lang")),
      };
    });
}
