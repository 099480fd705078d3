import { pulsoProject } from "../../vitest.shared.ts";

// The integration test drives the sdk with the platform WebSocket, as a browser would. Node 22+
// has it built in; Node 20 only behind this flag.
const execArgv = typeof globalThis.WebSocket === "function" ? [] : ["--experimental-websocket"];

export default pulsoProject("sdk", { testTimeout: 30_000, hookTimeout: 60_000, execArgv });
