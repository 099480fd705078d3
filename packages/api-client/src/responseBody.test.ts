import { describe, expect, it } from "vitest";
import {
  failureError,
  isErrorEnvelope,
  isSuccessEnvelope,
  parseResponseText,
  successBodyValue,
  unwrapSuccessEnvelope,
} from "./responseBody";

const context = { method: "GET", path: "/polls" };

describe("parseResponseText", () => {
  it("tells empty, JSON and non-JSON text apart strictly", () => {
    expect(parseResponseText(undefined)).toEqual({ kind: "empty" });
    expect(parseResponseText("  ")).toEqual({ kind: "empty" });
    expect(parseResponseText("null")).toEqual({ kind: "json", value: null });
    expect(parseResponseText('{"a":1}')).toEqual({ kind: "json", value: { a: 1 } });
    expect(parseResponseText("true story")).toEqual({ kind: "text", text: "true story" });
  });
});

describe("envelopes", () => {
  it("recognises the error envelope only with status, code and message", () => {
    expect(isErrorEnvelope({ status: "fail", code: "X", message: "m" })).toBe(true);
    expect(isErrorEnvelope({ status: "error", code: "X", message: "m", details: 1 })).toBe(true);
    expect(isErrorEnvelope({ status: "fail", message: "m" })).toBe(false);
    expect(isErrorEnvelope({ status: "success", code: "X", message: "m" })).toBe(false);
    expect(isErrorEnvelope([{ status: "fail", code: "X", message: "m" }])).toBe(false);
  });

  it("recognises the success envelope", () => {
    expect(isSuccessEnvelope({ status: "success", data: 1 })).toBe(true);
    expect(isSuccessEnvelope({ status: "ok", data: 1 })).toBe(false);
    expect(isSuccessEnvelope(null)).toBe(false);
  });

  it("unwraps data, keeps an empty body undefined, and rejects null as invalid", () => {
    expect(unwrapSuccessEnvelope({ status: "success", data: [1] }, 200, context)).toEqual([1]);
    expect(unwrapSuccessEnvelope(undefined, 204, context)).toBeUndefined();
    expect(() => unwrapSuccessEnvelope(null, 200, context)).toThrow(
      expect.objectContaining({ code: "INVALID_RESPONSE", status: 200 }),
    );
  });

  it("rejects non-JSON success text", () => {
    expect(() => successBodyValue({ kind: "text", text: "<html>" }, 200, context)).toThrow(
      expect.objectContaining({ code: "INVALID_RESPONSE" }),
    );
  });

  it("builds failure errors from the envelope or the status", () => {
    const fromEnvelope = failureError(
      { kind: "json", value: { status: "fail", code: "NOPE", message: "No", details: [1] } },
      422,
      context,
    );
    expect(fromEnvelope).toMatchObject({ status: 422, code: "NOPE", message: "No", details: [1] });
    expect(failureError({ kind: "empty" }, 401, context).code).toBe("UNAUTHENTICATED");
    expect(failureError({ kind: "text", text: "x" }, 500, context)).toMatchObject({
      code: "HTTP_ERROR",
      message: "GET /polls failed with status 500",
    });
  });
});
