import { sampleMarket } from "@pulso/core/testing";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./createQueryClient";
import { pulsoKeys } from "./queryKeys";
import { watchQuery } from "./watchQuery";

describe("watchQuery", () => {
  it("reports the current result, then every change, until stopped", async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => sampleMarket());
    const listener = vi.fn();
    const stop = watchQuery(client, { queryKey: pulsoKeys.poll("m_1"), queryFn }, listener);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ status: "pending" });
    await vi.waitFor(() =>
      expect(listener.mock.lastCall?.[0]).toMatchObject({
        status: "success",
        data: sampleMarket(),
      }),
    );
    stop();
    const calls = listener.mock.calls.length;
    client.setQueryData(pulsoKeys.poll("m_1"), sampleMarket({ volume: 1 }));
    expect(listener).toHaveBeenCalledTimes(calls);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("survives a listener that throws", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const client = createQueryClient();
    const stop = watchQuery(client, { queryKey: ["x"], queryFn: async () => 1 }, () => {
      throw new Error("ui broke");
    });
    await vi.waitFor(() => expect(client.getQueryData(["x"])).toBe(1));
    expect(error).toHaveBeenCalledWith("[pulso] a query watcher threw", expect.any(Error));
    stop();
  });
});
