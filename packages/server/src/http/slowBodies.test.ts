import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";

/**
 * Issue 14 item 6: a request that sends part of its body and stalls, or trickles it, gets 408
 * and its connection closed, on a raw TCP socket against the real server. The limits are made
 * small here; each test waits for the server's answer, never for a clock.
 */

/** Opens a socket to the server and collects all it sends until the server closes it. */
function openSocket(server: TestServer): { socket: Socket; answer: Promise<string> } {
  const { port } = new URL(server.origin);
  const socket = connect(Number(port), "127.0.0.1");
  const answer = new Promise<string>((resolve, reject) => {
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("close", () => resolve(text));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      // A reset after the answer still ends the exchange; the answer is what counts.
      error.code === "ECONNRESET" ? resolve(text) : reject(error),
    );
  });
  return { socket, answer };
}

function head(path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `POST /api/v1${path} HTTP/1.1\r\nHost: pulso.test\r\n${lines.join("\r\n")}\r\n\r\n`;
}

/** The status line and JSON body of a raw HTTP answer. */
function parse(answer: string): { status: string; headers: string; body: Record<string, unknown> } {
  const [headers = "", body = ""] = answer.split("\r\n\r\n");
  return {
    status: headers.split("\r\n")[0] ?? "",
    headers: headers.toLowerCase(),
    body: JSON.parse(body) as Record<string, unknown>,
  };
}

describe("a body that stalls", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { REQUEST_BODY_TIMEOUT_MS: "1000", REQUEST_BODY_MIN_BYTES_PER_SECOND: "0" },
    });
  });
  afterAll(() => server.close());

  it("gets 408 REQUEST_TIMEOUT in the requester's language, and the connection is closed", async () => {
    for (const [language, message] of [
      ["en", /too slow/],
      ["es", /demasiado lento/],
    ] as const) {
      const { socket, answer } = openSocket(server);
      socket.write(
        head("/auth/login", {
          "content-type": "application/json",
          "content-length": 1000,
          "accept-language": language,
        }),
      );
      socket.write('{"email":"');
      const response = parse(await answer);
      expect(response.status).toBe("HTTP/1.1 408 Request Timeout");
      expect(response.headers).toContain("connection: close");
      expect(response.body).toMatchObject({ status: "fail", code: "REQUEST_TIMEOUT" });
      expect(response.body.message).toMatch(message);
      expect(socket.destroyed || socket.readableEnded).toBe(true);
    }
  });

  it("still serves a body sent whole, and a GET with none", async () => {
    const user = await server.signup();
    const login = await fetch(`${server.baseURL}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: "Secreto123" }),
    });
    expect(login.status).toBe(200);
    expect((await fetch(`${server.baseURL}/polls`)).status).toBe(200);
  });
});

describe("a body that trickles", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        REQUEST_BODY_TIMEOUT_MS: "600000",
        REQUEST_BODY_MIN_BYTES_PER_SECOND: "10000",
        REQUEST_BODY_RATE_WINDOW_MS: "300",
      },
    });
  });
  afterAll(() => server.close());

  it("gets 408 below the minimum rate long before the total limit: a multipart upload", async () => {
    const user = await server.signup();
    const { socket, answer } = openSocket(server);
    socket.write(
      head("/support/tickets", {
        authorization: `Bearer ${user.token}`,
        "content-type": "multipart/form-data; boundary=b",
        "content-length": 100_000,
      }),
    );
    socket.write('--b\r\nContent-Disposition: form-data; name="subject"\r\n\r\nUna consulta');
    // A byte at a time until the server gives up: far below 10,000 bytes per second.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write("x");
    }, 20);
    try {
      const response = parse(await answer);
      expect(response.status).toBe("HTTP/1.1 408 Request Timeout");
      expect(response.body).toMatchObject({ code: "REQUEST_TIMEOUT" });
    } finally {
      clearInterval(trickle);
    }
    expect((await server.db.query("SELECT count(*)::int AS n FROM tickets")).rows[0]).toEqual({
      n: 0,
    });
  });
});
