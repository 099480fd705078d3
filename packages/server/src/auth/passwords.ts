import { hash, verify } from "@node-rs/argon2";

/** argon2id with DESIGN §5's parameters: 19 MiB of memory, two passes, one lane. */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
  return hash(password, ARGON2);
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
