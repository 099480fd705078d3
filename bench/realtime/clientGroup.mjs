// Several socket-client processes used as one: sockets are spread evenly over them and their
// counts and arrival times are merged. Thousands of readers are thousands of devices in real
// life; one process reading them all in turn would add its own queue to the figures, so the
// reading is shared out (the machine-wide monotonic clock keeps their times comparable).
import { forkHelper } from "./rpc.mjs";

const script = new URL("./socketClients.mjs", import.meta.url);

/** Forks `size` socket-client processes; resolves to the group. */
export async function startClientGroup(size) {
  const members = await Promise.all(
    Array.from({ length: size }, () =>
      forkHelper(script, { execArgv: ["--max-old-space-size=2048"] }),
    ),
  );
  const all = (command, args) => Promise.all(members.map((member) => member.call(command, args)));
  return {
    pids: members.map((member) => member.pid),
    /** Opens `count` sockets in all, spread over the members. */
    async open({ url, count, pollIds }) {
      const shares = members.map(
        (_, index) => Math.floor(count / size) + (index < count % size ? 1 : 0),
      );
      await Promise.all(
        members.map((member, index) => member.call("open", { url, count: shares[index], pollIds })),
      );
    },
    startCounting: (args) => all("startCounting", args),
    async stopCounting() {
      const parts = await all("stopCounting");
      return {
        messages: parts.reduce((sum, part) => sum + part.messages, 0),
        bytes: parts.reduce((sum, part) => sum + part.bytes, 0),
        seconds: Math.max(...parts.map((part) => part.seconds)),
        samples: [...new Set(parts.flatMap((part) => part.samples))],
      };
    },
    startRecording: () => all("startRecording"),
    /** Per distinct frame: the earliest first arrival, the latest last one, sockets reached. */
    async stopRecording() {
      const merged = new Map();
      for (const part of await all("stopRecording")) {
        for (const arrival of part) {
          const seen = merged.get(arrival.frame);
          if (!seen) merged.set(arrival.frame, { ...arrival });
          else {
            seen.first = Math.min(seen.first, arrival.first);
            seen.last = Math.max(seen.last, arrival.last);
            seen.count += arrival.count;
          }
        }
      }
      return [...merged.values()];
    },
    async status() {
      const parts = await all("status");
      return {
        open: parts.reduce((sum, part) => sum + part.open, 0),
        closedUnexpectedly: parts.reduce((sum, part) => sum + part.closedUnexpectedly, 0),
        rssMb: parts.reduce((sum, part) => sum + part.rssMb, 0),
      };
    },
    close: () => all("close"),
    stop: () => Promise.all(members.map((member) => member.stop())),
  };
}
