import { describe, expect, it } from "vitest";
import { formatBadgeCount } from "./notificationBadge";

describe("formatBadgeCount", () => {
  it("shows the count up to 99 and 99+ above", () => {
    expect(formatBadgeCount(1)).toBe("1");
    expect(formatBadgeCount(99)).toBe("99");
    expect(formatBadgeCount(100)).toBe("99+");
    expect(formatBadgeCount(12_345)).toBe("99+");
  });

  it("shows no badge when nothing is unread", () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });
});
