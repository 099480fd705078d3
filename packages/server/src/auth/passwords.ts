import { hash, verify } from "@node-rs/argon2";

/** argon2id with DESIGN §5's parameters: 19 MiB of memory, two passes, one lane. */
export const PRODUCTION_ARGON2 = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The cost the server's own test files hash new passwords at (1 MiB, one pass): a test signs up
 * many accounts, and at the production cost hashing alone took a large share of the suite's time.
 * Verifying reads the cost from the stored hash, so hashes made either way keep working.
 */
const TEST_ARGON2 = { algorithm: 2, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

/** The cost new hashes are made at: always the production one outside the server's tests. */
let argon2: typeof PRODUCTION_ARGON2 | typeof TEST_ARGON2 = PRODUCTION_ARGON2;

/**
 * Switches this process to the test hashing cost (`cheap`) or back to the production one. Only a
 * Vitest run may lower it (the server's test set-up does, test-utils/hashingCost.setup.ts); any
 * other process that calls it with `cheap` throws, so no deployment can weaken its hashes.
 */
export function useTestHashingCost(cheap: boolean): void {
  if (cheap && !process.env.VITEST) {
    throw new Error("the test hashing cost is only for the server's Vitest runs");
  }
  argon2 = cheap ? TEST_ARGON2 : PRODUCTION_ARGON2;
}

/** argon2 computations (hashes and verifications) this process ran. */
let runs = 0;

/**
 * How many argon2 computations this process has run: each is the costly work an anonymous caller
 * can cause (DESIGN §5), so tests prove a refused or bogus request caused none.
 */
export function argon2Runs(): number {
  return runs;
}

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  runs += 1;
  return hash(password, argon2);
}

/** Whether a password matches its stored hash (false for a malformed hash, never throws). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  runs += 1;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the account does not exist, so that a
 * login for an unknown email takes as long as one for a known email.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
