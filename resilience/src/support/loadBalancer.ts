import { connect, createServer, type Socket } from "node:net";

/** A TCP round-robin balancer in front of several instances. */
export interface LoadBalancer {
  origin: string;
  /** How many client connections each backend (by index) has been given. */
  assigned(): number[];
  close(): Promise<void>;
}

/**
 * The simplest balancer a deployment could have: every client connection goes to the next
 * backend in turn, whole (HTTP keep-alive and WebSocket upgrades pass through untouched, no
 * stickiness). A backend that refuses the connection is skipped for the next one; when its
 * connection ends, the client's ends too, so clients see exactly what an instance crash does.
 */
export async function startLoadBalancer(options: {
  port: number;
  backends: readonly { host: string; port: number }[];
}): Promise<LoadBalancer> {
  const { backends } = options;
  const assigned = backends.map(() => 0);
  const open = new Set<Socket>();
  let next = 0;

  const server = createServer((client) => {
    client.pause();
    open.add(client);
    client.once("close", () => open.delete(client));
    client.on("error", () => client.destroy());

    const tryBackend = (tried: number) => {
      if (tried >= backends.length || client.destroyed) {
        client.destroy();
        return;
      }
      const index = next % backends.length;
      next += 1;
      const backend = backends[index]!;
      const upstream = connect(backend.port, backend.host);
      let connected = false;
      upstream.once("connect", () => {
        connected = true;
        assigned[index] = (assigned[index] ?? 0) + 1;
        open.add(upstream);
        upstream.once("close", () => open.delete(upstream));
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on("error", () => {
        if (!connected) tryBackend(tried + 1);
        else client.destroy();
      });
      upstream.once("close", () => {
        if (connected) client.destroy();
      });
      client.once("close", () => upstream.destroy());
    };
    tryBackend(0);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });

  return {
    origin: `http://127.0.0.1:${options.port}`,
    assigned: () => [...assigned],
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
