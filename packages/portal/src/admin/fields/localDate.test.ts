import { describe, expect, it } from "vitest";
import { formatLocalDate, INVALID_LOCAL_DATE, parseLocalDate } from "./localDate";

describe("dates typed in the page's language", () => {
  it("reads day/month/year in Spanish and month/day/year in English", () => {
    expect(parseLocalDate("05/11/2026 18:30", "es", true)).toBe("2026-11-05T18:30");
    expect(parseLocalDate("11/05/2026 18:30", "en", true)).toBe("2026-11-05T18:30");
    expect(parseLocalDate("5-11-2026", "es", false)).toBe("2026-11-05");
    expect(parseLocalDate("2026-11-05T09:00", "es", true)).toBe("2026-11-05T09:00");
  });

  it("refuses what is not a date: a day the month lacks, a missing or impossible time", () => {
    expect(parseLocalDate("31/02/2026", "es", false)).toBe(INVALID_LOCAL_DATE);
    expect(parseLocalDate("05/11/2026", "es", true)).toBe(INVALID_LOCAL_DATE);
    expect(parseLocalDate("05/11/2026 24:00", "es", true)).toBe(INVALID_LOCAL_DATE);
    expect(parseLocalDate("mañana", "es", false)).toBe(INVALID_LOCAL_DATE);
    expect(Number.isNaN(new Date(INVALID_LOCAL_DATE).getTime())).toBe(true);
    expect(parseLocalDate("  ", "es", false)).toBe("");
  });

  it("writes a value back the same way", () => {
    expect(formatLocalDate("2026-11-05T18:30", "es")).toBe("05/11/2026 18:30");
    expect(formatLocalDate("2026-11-05", "en")).toBe("11/05/2026");
    expect(formatLocalDate("", "es")).toBe("");
  });
});
