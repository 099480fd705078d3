import { useTestHashingCost } from "../auth/passwords";

/**
 * Set-up of every server test file: new passwords are hashed at the test cost, which is much
 * cheaper than DESIGN §5's (auth/passwords.ts). The production cost keeps its own test
 * (auth/passwords.test.ts), and every built server (e2e, resilience, benchmarks) uses it.
 */
useTestHashingCost(true);
