import { log } from "../log";

/** `window.Pulso` once embed.js has run: `push` runs each command at once. */
export interface PulsoQueue {
  /** Runs commands such as `["set", { lang: "en" }]`; returns how many were pushed in all. */
  push(...commands: unknown[]): number;
  /** The loader's version. */
  readonly version: string;
}

/** What runs a command, given the command's arguments after its name. */
export type CommandHandler = (...args: unknown[]) => void;

/**
 * Creates `window.Pulso`: runs the commands a page queued before the loader (an array), then each
 * later push at once. Malformed, unknown or failing commands are logged and skipped, never thrown.
 */
export function createCommandQueue(
  queued: unknown,
  handlers: ReadonlyMap<string, CommandHandler>,
  version: string,
): PulsoQueue {
  let pushed = 0;
  const run = (command: unknown): void => {
    const name: unknown = Array.isArray(command) ? command[0] : undefined;
    const handler = typeof name === "string" ? handlers.get(name) : undefined;
    if (!handler) {
      log.warn(
        'ignored unknown or malformed command; expected e.g. ["set", { lang: "en" }]',
        command,
      );
      return;
    }
    try {
      handler(...(command as unknown[]).slice(1));
    } catch (error) {
      log.warn(`command "${String(name)}" failed`, error);
    }
  };
  const queue: PulsoQueue = {
    version,
    push(...commands) {
      commands.forEach(run);
      return (pushed += commands.length);
    },
  };
  if (Array.isArray(queued)) queue.push(...queued);
  else if (queued !== undefined)
    log.warn("window.Pulso was not a command array; ignored it", queued);
  return queue;
}
