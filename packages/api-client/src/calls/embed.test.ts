import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "../createApiClient";
import { createRecordingServer } from "../test-utils/recordingServer";

const server = createRecordingServer();
beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => server.reset());

const client = () => createApiClient({ baseURL: server.baseURL });

describe("embed access", () => {
  it("asks GET /embed/access and resolves the site's answer", async () => {
    server.respond("GET", "/embed/access", {
      json: { status: "success", data: { allowed: false } },
    });
    await expect(client().getEmbedAccess()).resolves.toEqual({ allowed: false });
    expect(server.requests[0]?.method).toBe("GET");
    expect(server.requests[0]?.path).toBe("/embed/access");
  });

  it("rejects with an ApiError when the server refuses", async () => {
    server.respond("GET", "/embed/access", {
      status: 429,
      json: { status: "fail", code: "RATE_LIMITED", message: "Too many requests" },
    });
    await expect(client().getEmbedAccess()).rejects.toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      path: "/embed/access",
    });
  });
});
