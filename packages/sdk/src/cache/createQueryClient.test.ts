import { ApiError } from "@pulso/api-client";
import { sampleMarket } from "@pulso/core/testing";
import { MutationObserver, QueryObserver, focusManager, onlineManager } from "@tanstack/query-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { observe } from "../test-utils/observe";
import { createQueryClient } from "./createQueryClient";
import { pulsoKeys } from "./queryKeys";

const MINUTE = 60_000;
const failing = (status: number, code = "X") =>
  vi.fn(async () => {
    throw new ApiError({ status, code, path: "/test" });
  });

/** Fetches through the cache, letting every retry delay pass; returns how many calls were made. */
async function callsUntilFailure(key: readonly unknown[], queryFn: ReturnType<typeof failing>) {
  const client = createQueryClient();
  const result = client.fetchQuery({ queryKey: key, queryFn }).catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(await result).toBeInstanceOf(ApiError);
  return queryFn.mock.calls.length;
}

describe("createQueryClient", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps data fresh 5 minutes and cached 10, with no refetch on focus, reconnect, mount or interval", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 5 * MINUTE,
      gcTime: 10 * MINUTE,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: false,
      refetchInterval: false,
    });
  });

  it("keeps the current user fresh 5 minutes and cached 15; notifications 5 and 10", () => {
    const client = createQueryClient();
    expect(client.getQueryDefaults(pulsoKeys.currentUser)).toMatchObject({
      staleTime: 5 * MINUTE,
      gcTime: 15 * MINUTE,
    });
    expect(client.getQueryDefaults(pulsoKeys.unreadCount)).toMatchObject({
      staleTime: 5 * MINUTE,
      gcTime: 10 * MINUTE,
    });
  });

  it("retries a failed query once", async () => {
    expect(await callsUntilFailure(pulsoKeys.poll("m_1"), failing(500))).toBe(2);
    expect(await callsUntilFailure(pulsoKeys.poll("m_1"), failing(0, "NETWORK_ERROR"))).toBe(2);
  });

  it("never retries a 4xx answer", async () => {
    expect(await callsUntilFailure(pulsoKeys.poll("m_1"), failing(404))).toBe(1);
    expect(await callsUntilFailure(pulsoKeys.notificationList(), failing(400))).toBe(1);
  });

  it("retries the current user up to twice, but never on 401 or 403", async () => {
    expect(await callsUntilFailure(pulsoKeys.currentUser, failing(500))).toBe(3);
    expect(await callsUntilFailure(pulsoKeys.currentUser, failing(0, "TIMEOUT"))).toBe(3);
    expect(await callsUntilFailure(pulsoKeys.currentUser, failing(401))).toBe(1);
    expect(await callsUntilFailure(pulsoKeys.currentUser, failing(403))).toBe(1);
  });

  it("never retries a mutation", async () => {
    const client = createQueryClient();
    const mutationFn = failing(500);
    const observer = new MutationObserver(client, { mutationFn });
    const result = observer.mutate().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toBeInstanceOf(ApiError);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it("does not refetch stale data on focus, reconnect or a new observer", async () => {
    const client = createQueryClient();
    client.mount();
    const queryFn = observe(client, pulsoKeys.poll("m_1"), sampleMarket(), {
      updatedAt: Date.now() - 60 * MINUTE,
    });
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    const second = new QueryObserver(client, { queryKey: pulsoKeys.poll("m_1"), queryFn });
    const stop = second.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(queryFn).not.toHaveBeenCalled();
    stop();
    queryFn.unsubscribe();
    focusManager.setFocused(undefined);
    client.unmount();
  });

  it("gives every client its own cache", () => {
    const first = createQueryClient();
    const second = createQueryClient();
    first.setQueryData(pulsoKeys.poll("m_1"), sampleMarket());
    expect(second.getQueryData(pulsoKeys.poll("m_1"))).toBeUndefined();
  });
});
