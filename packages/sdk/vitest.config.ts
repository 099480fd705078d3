import { pulsoProject } from "../../vitest.shared.ts";

// The integration test drives the sdk with the platform WebSocket, as a browser would. Node 22+
// has it built in; Node 20 only behind this flag.
const execArgv = typeof globalThis.WebSocket === "function" ? [] : ["--experimental-websocket"];

/**
 * `integration=1` selects the test against a real server process (`pnpm test:integration`). It
 * runs on its own after the unit pass: it restarts the server, and the restart must finish
 * within the client's five 5-second tries, which a machine busy with the other suites may miss.
 */
const integration = process.env.PULSO_SDK_INTEGRATION === "1";

export default pulsoProject("sdk", {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  execArgv,
  include: integration
    ? ["src/integration.test.ts", "src/**/*.integration.test.ts"]
    : ["src/**/*.test.ts"],
  exclude: integration ? [] : ["src/integration.test.ts", "src/**/*.integration.test.ts"],
});
