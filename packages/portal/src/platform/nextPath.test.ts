import { describe, expect, it } from "vitest";
import { nextFromSearch, safeNextPath } from "./nextPath";

describe("the sign-in pages' next path", () => {
  it("keeps the portal's own paths, with their query and hash", () => {
    expect(safeNextPath("/account")).toBe("/account");
    expect(safeNextPath("/support/tickets/t1?tab=2#reply")).toBe("/support/tickets/t1?tab=2#reply");
    expect(nextFromSearch("?next=%2Faccount%2Fdeposit")).toBe("/account/deposit");
  });

  it("refuses other sites, protocol-relative and backslash paths, and schemes", () => {
    for (const value of [
      "//evil.example",
      "//evil.example/account",
      "/\\evil.example",
      "https://evil.example/account",
      "javascript:alert(1)",
      "account",
      "/acc\nount",
      "",
      null,
      undefined,
    ]) {
      expect(safeNextPath(value), String(value)).toBeNull();
    }
    expect(nextFromSearch("?next=%2F%2Fevil.example")).toBeNull();
    expect(nextFromSearch("")).toBeNull();
  });
});
