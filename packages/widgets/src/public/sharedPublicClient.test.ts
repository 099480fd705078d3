import { sampleLeaderboard } from "@pulso/core/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSharedClient, retainSharedClient } from "./sharedPublicClient";

// Which pages send the reader's platform cookies with public reads (DESIGN §7): the platform's
// own pages only. A publisher's page never does, and neither does a platform page in a sandboxed
// frame (WordPress frames oEmbed's card so), whose opaque origin the API refuses credentials.

/** Each request's URL and credentials mode, answered with an empty leaderboard. */
function recordFetches() {
  const seen: { url: string; credentials: RequestCredentials | undefined }[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), credentials: init?.credentials });
    const leaderboard = sampleLeaderboard({ period: "all", metric: "profit" });
    const body = { status: "success", data: { leaderboard } };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  return seen;
}

/** Reads the leaderboard through the page's shared client for `apiBase`, then lets it go. */
async function readThrough(apiBase: string): Promise<void> {
  const client = getSharedClient(apiBase);
  const release = retainSharedClient(apiBase, client);
  const data = client.leaderboard({ period: "all", metric: "profit", limit: 5 });
  const stop = data.subscribe(() => {});
  await vi.waitFor(() => expect(data.getSnapshot().status).toBe("success"));
  stop();
  release();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the shared public client's cookies", () => {
  it("sends none from a publisher's page", async () => {
    const seen = recordFetches();
    await readThrough("https://pulso.example/api/v1");
    expect(seen).toEqual([
      {
        url: "https://pulso.example/api/v1/leaderboard?period=all&metric=profit&limit=5",
        credentials: "omit",
      },
    ]);
  });

  it("sends them on the platform's own origin", async () => {
    const seen = recordFetches();
    await readThrough(`${location.origin}/api/v1`);
    expect(seen.map((request) => request.credentials)).toEqual(["include"]);
  });

  it("sends none from a platform page in a sandboxed frame (an opaque origin)", async () => {
    const seen = recordFetches();
    vi.stubGlobal("origin", "null");
    await readThrough(`${location.origin}/api/v1/`);
    expect(seen.map((request) => request.credentials)).toEqual(["omit"]);
  });
});
