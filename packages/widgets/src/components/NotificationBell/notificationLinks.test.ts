import { describe, expect, it } from "vitest";
import { notificationAction } from "./notificationLinks";

describe("notificationAction", () => {
  it("rewrites /polls/ paths to /market/ and keeps other paths", () => {
    expect(notificationAction("/polls/m_1")).toEqual({ kind: "internal", path: "/market/m_1" });
    expect(notificationAction("/support/tickets/t_1")).toEqual({
      kind: "internal",
      path: "/support/tickets/t_1",
    });
  });

  it("sends the deposit notices' old /dashboard link to the dashboard route, /account", () => {
    expect(notificationAction("/dashboard")).toEqual({ kind: "internal", path: "/account" });
    expect(notificationAction("/dashboard?tab=payments")).toEqual({
      kind: "internal",
      path: "/account?tab=payments",
    });
    expect(notificationAction("/dashboards")).toEqual({ kind: "internal", path: "/dashboards" });
  });

  it("opens http(s) URLs externally and ignores anything else", () => {
    expect(notificationAction("https://example.com/a")).toEqual({
      kind: "external",
      href: "https://example.com/a",
    });
    expect(notificationAction("javascript:alert(1)")).toBeNull();
    expect(notificationAction("//evil.example")).toBeNull();
    expect(notificationAction(null)).toBeNull();
  });
});
