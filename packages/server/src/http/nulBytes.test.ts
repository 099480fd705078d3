import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { findLoneSurrogate, findNulByte, refuseNulBytes } from "./nulBytes";

describe("findNulByte", () => {
  it("names the string or key that holds U+0000, however deep", () => {
    expect(findNulByte("a\u0000b")).toBe("");
    expect(findNulByte({ content: "ok", title: "x\u0000" })).toBe("title");
    expect(findNulByte({ options: [{ text: "Sí" }, { text: "\u0000" }] })).toBe("options.1.text");
    expect(findNulByte({ ["k\u0000"]: 1 })).toBe("k\u0000");
  });

  it("finds nothing in text without it, numbers, booleans or null", () => {
    expect(findNulByte({ a: "Ñandú 🗳️", b: 1, c: true, d: null, e: ["\\u0000"] })).toBeNull();
    expect(findNulByte(undefined)).toBeNull();
  });
});

describe("findLoneSurrogate", () => {
  it("names a string or key with a high or low surrogate alone, but not a pair", () => {
    expect(findLoneSurrogate({ record: { cardBrand: "\ud800" } })).toBe("record.cardBrand");
    expect(findLoneSurrogate(["ok", "a\udc00"])).toBe("1");
    expect(findLoneSurrogate({ ["\udfff"]: 1 })).toBe("\udfff");
    expect(findLoneSurrogate("\udc00\ud800")).toBe("");
    expect(findLoneSurrogate({ vote: "\ud83d\uddf3 🗳️ Ñandú" })).toBeNull();
  });
});

describe("refuseNulBytes", () => {
  it("refuses with 400 VALIDATION_FAILED and the field's path", () => {
    let caught: unknown;
    try {
      refuseNulBytes({ id: "\u0000" }, "params.");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({
      statusCode: 400,
      code: "VALIDATION_FAILED",
      details: { issues: [{ path: "params.id", code: "INVALID_TYPE" }] },
    });
    expect(() => refuseNulBytes({ id: "fine" }, "params.")).not.toThrow();
  });
});
