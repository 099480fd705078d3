import { describe, expect, it } from "vitest";
import { startSessionCheck } from "./sessionCheck";

describe("startSessionCheck", () => {
  it("asks about at most 1,000 sessions per query and reports only the ended ones", async () => {
    const sessions = Array.from({ length: 2_500 }, (_, index) => `s${index}`);
    const batches: number[] = [];
    const ended: string[] = [];
    let checks = 0;
    const stop = startSessionCheck({
      intervalMs: 10,
      sessionIds: () => {
        checks += 1;
        return checks === 1 ? sessions : [];
      },
      liveSessions: async (ids) => {
        batches.push(ids.length);
        return new Set(ids.filter((id) => id !== "s7" && id !== "s2400"));
      },
      onEnded: (ids) => ended.push(...ids),
      onError: (error) => {
        throw error;
      },
    });

    await expect.poll(() => checks).toBeGreaterThan(1);
    stop();
    expect(batches).toEqual([1_000, 1_000, 500]);
    expect(ended).toEqual(["s7", "s2400"]);
  });
});
