import { describe, expect, it } from "vitest";
import { buildRequestURL, encodeQuery, normalizeBaseURL, pathOnly } from "./requestURL";

describe("normalizeBaseURL", () => {
  it("drops trailing slashes and appends nothing", () => {
    expect(normalizeBaseURL("http://localhost:8000/api/v1/")).toBe("http://localhost:8000/api/v1");
    expect(normalizeBaseURL("http://localhost:8000//")).toBe("http://localhost:8000");
    expect(normalizeBaseURL("/api/v1")).toBe("/api/v1");
  });

  it("fails fast on an empty base, naming the fix", () => {
    expect(() => normalizeBaseURL(" / ")).toThrow(/needs a baseURL/);
  });
});

describe("encodeQuery", () => {
  it("skips undefined and null, repeats arrays, stringifies scalars", () => {
    expect(
      encodeQuery({ a: 1, b: true, c: undefined, d: null, e: ["x", null, 2], f: "a b&c" }),
    ).toBe("a=1&b=true&e=x&e=2&f=a+b%26c");
  });

  it("is empty for no query or an all-empty one", () => {
    expect(encodeQuery(undefined)).toBe("");
    expect(encodeQuery({ a: undefined, b: [] })).toBe("");
  });
});

describe("buildRequestURL and pathOnly", () => {
  it("joins base, path and query", () => {
    expect(buildRequestURL("http://h/api/v1", "/polls", { page: 1 })).toBe(
      "http://h/api/v1/polls?page=1",
    );
    expect(buildRequestURL("http://h/api/v1", "polls")).toBe("http://h/api/v1/polls");
    expect(buildRequestURL("http://h/api/v1", "/deposits?userId=u", { page: 2 })).toBe(
      "http://h/api/v1/deposits?userId=u&page=2",
    );
  });

  it("strips the query and fragment from a path", () => {
    expect(pathOnly("/deposits?userId=u")).toBe("/deposits");
    expect(pathOnly("polls#top")).toBe("/polls");
  });
});
