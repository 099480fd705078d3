import fc from "fast-check";

/** The part of JSON Schema (draft 2020-12, as zod emits it) the fuzzer understands. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  [keyword: string]: unknown;
}

/** Keywords that only describe a schema; everything else must be understood or the fuzzer fails. */
const ANNOTATIONS = new Set(["$schema", "default", "description", "title", "examples", "format"]);
const UNDERSTOOD = new Set([
  ...ANNOTATIONS,
  "type",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "minItems",
  "maxItems",
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
]);

/** Real values of the running server a generator may borrow, so some requests reach deep. */
export interface FuzzHints {
  /** Ids of rows that exist (markets, options, comments, users…), of any kind. */
  ids: readonly string[];
  /** E-mail addresses of existing accounts. */
  emails: readonly string[];
}

/** A script payload: never markup in any answer, never a valid id, key, enum or URL. */
export const SCRIPT_PAYLOAD = "<script>alert(1)</script>";

/** Text that stresses encodings: accents, emoji, right-to-left, zero-width and NUL. */
export const ODD_TEXTS = [
  "",
  " ",
  "Ñandú ñ áéíóú",
  "🗳️🇭🇳👍🏽",
  "\u202Eevil\u202C",
  "a\u200Bb",
  "nul\u0000byte",
  "line\r\nbreak",
  "%00",
  "../../etc/passwd",
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "${7*7}{{7*7}}",
  SCRIPT_PAYLOAD,
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "\uD800",
] as const;

/** Numbers at the edges of what JSON and money code handle. */
export const ODD_NUMBERS = [
  0,
  -0,
  -1,
  0.001,
  10.005,
  12.345,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 1,
  -(2 ** 31),
  2 ** 31,
  1e21,
  99_999_999_999,
] as const;

/** Strings that look like numbers to a lax parser. */
export const NUMERIC_TEXTS = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "1e400",
  "-0",
  "0x10",
  "10.005",
  "1,5",
  " 12 ",
  "12abc",
  "-5",
  "99999999999999999999",
] as const;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === "string") return [schema.type];
  return [];
}

/** Throws when a schema uses a keyword the generators would silently ignore. */
export function assertUnderstood(schema: JsonSchema, where: string): void {
  for (const keyword of Object.keys(schema)) {
    if (!UNDERSTOOD.has(keyword)) {
      throw new Error(`fuzz: ${where} uses "${keyword}", which the generators do not understand`);
    }
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    assertUnderstood(property, `${where}.${name}`);
  }
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    assertUnderstood(branch, where);
  }
  if (schema.items) assertUnderstood(schema.items, `${where}[]`);
  if (typeof schema.additionalProperties === "object") {
    assertUnderstood(schema.additionalProperties, `${where}{}`);
  }
  const known = ["string", "number", "integer", "boolean", "null", "array", "object"];
  for (const type of typesOf(schema)) {
    if (!known.includes(type)) throw new Error(`fuzz: ${where} has unknown type "${type}"`);
  }
  if (
    typesOf(schema).length === 0 &&
    !schema.enum &&
    schema.const === undefined &&
    !schema.anyOf &&
    !schema.oneOf &&
    Object.keys(schema).some((keyword) => !ANNOTATIONS.has(keyword))
  ) {
    throw new Error(`fuzz: ${where} has constraints but no type`);
  }
}

/** A date and time between 2020 and 2035, as ISO 8601. */
const instant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

/** Values tried for patterns fast-check cannot generate from (lookaheads, in URL rules). */
const PATTERN_SAMPLES = [
  "https://diario.example/noticias/1",
  "http://127.0.0.1/x",
  "/markets/congressional",
  "/",
  "mailto:equipo@pulso.example",
  "//evil.example",
  "javascript:alert(1)",
] as const;

/** Strings matching a pattern: generated from it, or samples (and URLs) that match it. */
function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  const regex = new RegExp(pattern);
  try {
    return fc.stringMatching(regex);
  } catch {
    const samples = PATTERN_SAMPLES.filter((sample) => regex.test(sample));
    const urls = fc.webUrl().filter((url) => regex.test(url));
    return samples.length > 0 ? fc.oneof(fc.constantFrom(...samples), urls) : urls;
  }
}

/** A string a schema accepts, preferring real ids and e-mails by field name. */
function textArbitrary(schema: JsonSchema, name: string, hints: FuzzHints): fc.Arbitrary<string> {
  if (schema.format === "date-time") return instant;
  if (schema.format === "date") return instant.map((iso) => iso.slice(0, 10));
  if (schema.pattern) return patternArbitrary(schema.pattern);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  const plain = fc.string({ minLength, maxLength, unit: "grapheme" });
  const choices: fc.WeightedArbitrary<string>[] = [{ arbitrary: plain, weight: 3 }];
  const ids = hints.ids.filter(fits);
  if (/id$/i.test(name) && ids.length > 0) {
    choices.push({ arbitrary: fc.constantFrom(...ids), weight: 6 });
  }
  const emails = hints.emails.filter(fits);
  if (/email/i.test(name)) {
    choices.push({ arbitrary: fc.emailAddress().filter(fits), weight: 2 });
    if (emails.length > 0) choices.push({ arbitrary: fc.constantFrom(...emails), weight: 2 });
  }
  if (/url$/i.test(name)) {
    choices.push({ arbitrary: fc.webUrl().filter(fits), weight: 4 });
  }
  return fc.oneof(...choices);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + (integer ? 1 : 0.01);
  let max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - (integer ? 1 : 0.01);
  min = Math.max(min, -1e12);
  max = Math.min(max, 1e12);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Money is sent in dollars with two decimals: mostly cents, sometimes any double in range.
  return fc.oneof(
    fc
      .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
      .map((cents) => cents / 100),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

/**
 * Values a schema accepts (as far as JSON Schema can say: refinements such as a card's checksum
 * or a date range are the server's business, and generated values may fail them).
 */
export function validValue(
  schema: JsonSchema,
  hints: FuzzHints,
  name = "",
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches)
    return fc.oneof(...branches.map((branch) => validValue(branch, hints, name, depth)));
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, hints, name, depth)));
  }
  switch (types[0]) {
    case "string":
      return textArbitrary(schema, name, hints);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = schema.items ?? {};
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 4, Math.max(minLength, 4));
      return fc.array(validValue(items, hints, name, depth + 1), { minLength, maxLength });
    }
    case "object":
      return objectArbitrary(schema, hints, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(
  schema: JsonSchema,
  hints: FuzzHints,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    model[key] = validValue(property, hints, key, depth + 1);
  }
  const record = fc.record(model, { requiredKeys: schema.required ?? [] });
  const extra = schema.additionalProperties;
  if (Object.keys(properties).length === 0 && typeof extra === "object") {
    // A dictionary (`z.record`): a few keys of the value schema.
    return fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }),
      validValue(extra, hints, "", depth + 1),
      {
        maxKeys: 3,
      },
    );
  }
  return record as fc.Arbitrary<Record<string, unknown>>;
}

/** A JSON array nested `levels` deep, as text (`[[[…]]]`): a parser and validator stress. */
export function deepArrayText(levels: number): string {
  return `${"[".repeat(levels)}${"]".repeat(levels)}`;
}

/** Nested objects `levels` deep, as a value. */
export function deepObject(levels: number): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

/** A value of the wrong kind, or of the right kind at its edges, for any field. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    {},
    [null],
    { $ne: null },
    { $gt: "" },
    "x".repeat(10_000),
    "ñ".repeat(3_000),
    deepObject(200),
    [[[[[[[[[[["deep"]]]]]]]]]]],
  ),
  fc.constantFrom<unknown>(...ODD_TEXTS),
  fc.constantFrom<unknown>(...ODD_NUMBERS),
  fc.constantFrom<unknown>(...NUMERIC_TEXTS),
  fc.string({ maxLength: 30, unit: "binary" }),
  fc.integer(),
  fc.double(),
);

/** Field names an attacker might add: ownership, money, roles and prototype keys. */
const EXTRA_KEYS = [
  "balance",
  "balance_cents",
  "role",
  "userId",
  "_id",
  "id",
  "isAdmin",
  "price",
  "status",
  "__proto__",
  "constructor",
  "prototype",
  "",
  "ñ",
] as const;

/** One way to spoil an object body. */
type Mutation =
  | { kind: "drop"; index: number }
  | { kind: "set"; index: number; value: unknown }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "nullAll" };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("drop" as const), index: fc.nat() }),
  fc.record({ kind: fc.constant("set" as const), index: fc.nat(), value: oddValue }),
  fc.record({
    kind: fc.constant("extra" as const),
    key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })),
    value: oddValue,
  }),
  fc.record({ kind: fc.constant("nullAll" as const) }),
);

/** Applies mutations to a copy of a body; keys are chosen among the schema's own fields. */
function mutate(
  body: unknown,
  schema: JsonSchema,
  mutations: readonly Mutation[],
): Record<string, unknown> {
  const copy: Record<string, unknown> =
    body && typeof body === "object" && !Array.isArray(body)
      ? { ...(body as Record<string, unknown>) }
      : {};
  const keys = Object.keys(schema.properties ?? {});
  for (const change of mutations) {
    const key = keys.length > 0 ? keys[("index" in change ? change.index : 0) % keys.length] : "";
    if (change.kind === "drop" && key !== undefined) delete copy[key];
    else if (change.kind === "set" && key !== undefined) copy[key] = change.value;
    else if (change.kind === "extra") {
      Object.defineProperty(copy, change.key, {
        value: change.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    } else if (change.kind === "nullAll") for (const name of keys) copy[name] = null;
  }
  return copy;
}

/**
 * Bodies for a schema, as JSON values: sometimes valid, mostly valid ones spoiled (fields
 * missing, of the wrong type, extra, null, huge, nested), or not an object at all.
 */
export function bodyValue(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<unknown> {
  const valid = validValue(schema, hints);
  return fc.oneof(
    { arbitrary: valid, weight: 2 },
    {
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([body, mutations]) => mutate(body, schema, mutations)),
      weight: 8,
    },
    { arbitrary: oddValue, weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
}
