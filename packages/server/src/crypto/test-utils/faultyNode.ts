import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * How the stand-in node behaves: pass calls on to the real node, accept and never answer, answer
 * HTTP 500 with an HTML error page, or answer 200 with a body that is not JSON.
 */
export type FaultyNodeMode = "forward" | "silent" | "error500" | "garbage";

/** A JSON-RPC endpoint in front of a real node whose behaviour a test switches at will. */
export interface FaultyNode {
  rpcUrl: string;
  mode: FaultyNodeMode;
  /** Calls that reached it, whatever the mode. */
  calls: number;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts an HTTP server on 127.0.0.1 and a free port that stands for a chain node at `target`
 * (anvil), starting in `mode`. In `silent` mode requests are read and then left open for good,
 * as a stuck node or a black-holed load balancer would; `close` destroys them.
 */
export async function startFaultyNode(
  target: string,
  mode: FaultyNodeMode = "forward",
): Promise<FaultyNode> {
  const sockets = new Set<Socket>();
  const node: FaultyNode = { rpcUrl: "", mode, calls: 0, close: async () => {} };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await bodyOf(request);
    node.calls += 1;
    switch (node.mode) {
      case "silent":
        return;
      case "error500":
        response.writeHead(500, { "content-type": "text/html" }).end("<h1>502 Bad Gateway</h1>");
        return;
      case "garbage":
        response.writeHead(200, { "content-type": "application/json" }).end("{not json at all");
        return;
      case "forward": {
        const upstream = await fetch(target, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        response
          .writeHead(upstream.status, { "content-type": "application/json" })
          .end(Buffer.from(await upstream.arrayBuffer()));
      }
    }
  };

  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the faulty node has no port");
  node.rpcUrl = `http://127.0.0.1:${address.port}`;
  node.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return node;
}
