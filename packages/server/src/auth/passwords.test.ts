import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, useTestHashingCost, verifyPassword } from "./passwords";

/** The cost a PHC-format argon2 hash was made at, as `m=…,t=…,p=…`. */
function costOf(stored: string): string | undefined {
  return /^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/.exec(stored)?.[1];
}

describe("password hashing cost", () => {
  afterEach(() => useTestHashingCost(true));

  it("hashes with DESIGN §5's argon2id parameters in a process that never lowered them", async () => {
    // A fresh copy of the module, as a server process loads it: the test set-up never ran on it.
    vi.resetModules();
    const fresh = await import("./passwords");
    const stored = await fresh.hashPassword("Secreto123");
    expect(costOf(stored)).toBe("m=19456,t=2,p=1");
    expect(await fresh.verifyPassword(stored, "Secreto123")).toBe(true);
    expect(await fresh.verifyPassword(stored, "Secreto124")).toBe(false);
  });

  it("goes back to the production parameters when the test cost is turned off", async () => {
    useTestHashingCost(false);
    expect(costOf(await hashPassword("Secreto123"))).toBe("m=19456,t=2,p=1");
  });

  it("hashes at the cheaper test cost in the server's test files, and verifies either cost", async () => {
    const cheap = await hashPassword("Secreto123");
    expect(costOf(cheap)).toBe("m=1024,t=1,p=1");
    useTestHashingCost(false);
    const costly = await hashPassword("Secreto123");
    expect(await verifyPassword(cheap, "Secreto123")).toBe(true);
    expect(await verifyPassword(costly, "Secreto123")).toBe(true);
  });

  it("refuses to lower the cost outside a Vitest run", () => {
    vi.stubEnv("VITEST", "");
    try {
      expect(() => useTestHashingCost(true)).toThrow(/only for the server's Vitest runs/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
