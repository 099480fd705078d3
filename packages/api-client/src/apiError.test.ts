import { describe, expect, it } from "vitest";
import { ApiError, isApiError } from "./apiError";

describe("ApiError", () => {
  it("is an Error named ApiError carrying status, code, path and details", () => {
    const cause = new TypeError("fetch failed");
    const error = new ApiError({
      status: 409,
      code: "PRICE_MOVED",
      path: "/bets",
      message: "The price moved",
      details: { price: 0.61 },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: "ApiError",
      status: 409,
      code: "PRICE_MOVED",
      path: "/bets",
      message: "The price moved",
      details: { price: 0.61 },
    });
    expect(error.cause).toBe(cause);
  });

  it("names the status and path when it has no better message", () => {
    const error = new ApiError({ status: 502, code: "HTTP_ERROR", path: "/polls" });
    expect(error.message).toBe("Request to /polls failed with status 502 (HTTP_ERROR)");
    expect(error.details).toBeUndefined();
    expect("details" in error).toBe(false);
  });
});

describe("isApiError", () => {
  it("recognises instances and look-alikes from another copy of the package", () => {
    expect(isApiError(new ApiError({ status: 0, code: "TIMEOUT", path: "/x" }))).toBe(true);
    expect(isApiError({ name: "ApiError", status: 500, code: "HTTP_ERROR", path: "/x" })).toBe(
      true,
    );
  });

  it("rejects other errors and values", () => {
    expect(isApiError(new Error("x"))).toBe(false);
    expect(isApiError({ name: "ApiError", status: "500", code: "X", path: "/" })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError("ApiError")).toBe(false);
  });
});
