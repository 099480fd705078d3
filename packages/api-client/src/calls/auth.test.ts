import { sampleUser } from "@pulso/core/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../createApiClient";
import { createRecordingServer } from "../test-utils/recordingServer";

const server = createRecordingServer();
beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => server.reset());

describe("the session probe", () => {
  it("resolves null for a signed-out caller, without calling onUnauthorized", async () => {
    server.respond("GET", "/auth/session", { json: { status: "success", data: { user: null } } });
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseURL: server.baseURL, onUnauthorized });
    await expect(api.getSession()).resolves.toBeNull();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /auth/session",
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("resolves the signed-in user, with a relative photo made absolute", async () => {
    const user = sampleUser({ verificationPhotoUrl: "/uploads/ana.png" });
    server.respond("GET", "/auth/session", { json: { status: "success", data: { user } } });
    const api = createApiClient({ baseURL: server.baseURL, token: "tok" });
    const found = await api.getSession();
    expect(found).toMatchObject({ _id: user._id, name: user.name });
    expect(found?.verificationPhotoUrl).toBe(`${server.origin}/uploads/ana.png`);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok");
  });
});
