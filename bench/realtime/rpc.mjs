// A minimal request/answer channel between the benchmark and the helper processes it forks (the
// socket clients and the bare `ws` broadcaster), over Node's IPC channel.
import { fork } from "node:child_process";

/** In a forked helper: answers each `{ id, command, args }` with its handler's result or error. */
export function serveCommands(handlers) {
  process.on("message", async ({ id, command, args }) => {
    try {
      const handler = handlers[command];
      if (!handler) throw new Error(`unknown command ${command}`);
      process.send({ id, ok: true, result: await handler(args ?? {}) });
    } catch (error) {
      process.send({ id, ok: false, error: error instanceof Error ? error.stack : String(error) });
    }
  });
  process.send({ ready: true });
}

/**
 * Forks `script` and resolves once it is ready; `call(command, args)` resolves to the helper's
 * answer, `stop()` ends the process.
 */
export async function forkHelper(script, { execArgv = [] } = {}) {
  const child = fork(script, [], { stdio: ["ignore", "inherit", "inherit", "ipc"], execArgv });
  const pending = new Map();
  let next = 0;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.on("message", (message) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.result);
    else waiter.reject(new Error(message.error));
  });
  child.once("exit", (code) => {
    for (const waiter of pending.values()) {
      waiter.reject(new Error(`${script} exited with ${code}`));
    }
    pending.clear();
  });
  await new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (!message.ready) return;
      child.off("message", onMessage);
      resolve();
    };
    child.on("message", onMessage);
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code} at start`)));
  });
  return {
    pid: child.pid,
    call(command, args) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, command, args });
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
