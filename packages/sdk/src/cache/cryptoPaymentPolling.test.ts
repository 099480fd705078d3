import type { CryptoDeposit } from "@pulso/core";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPulso } from "../createPulso";
import { createFakeApi, FAKE_API_BASE, success } from "../test-utils/fakeApi";
import { sampleCryptoPayment } from "../test-utils/paymentSamples";
import {
  CRYPTO_PAYMENT_POLL_MS,
  cryptoPaymentRefetchInterval,
  isCryptoPaymentSettled,
} from "./cryptoPaymentPolling";
import { pulsoKeys } from "./queryKeys";

// query-core never polls where there is no `window` (its `isServer`, read when it loads); the
// portal runs in a browser, so this file gives query-core one before anything imports it.
vi.hoisted(() => {
  Object.assign(globalThis, { window: globalThis });
});

describe("cryptoPaymentRefetchInterval", () => {
  it("polls while waiting or received, and stops when settled or unknown", () => {
    expect(cryptoPaymentRefetchInterval({ status: "waiting" })).toBe(CRYPTO_PAYMENT_POLL_MS);
    expect(cryptoPaymentRefetchInterval({ status: "received" }, 2000)).toBe(2000);
    for (const status of ["confirmed", "failed", "expired"] as const) {
      expect(isCryptoPaymentSettled(status)).toBe(true);
      expect(cryptoPaymentRefetchInterval({ status })).toBe(false);
    }
    expect(isCryptoPaymentSettled("waiting")).toBe(false);
    expect(cryptoPaymentRefetchInterval(undefined)).toBe(false);
  });
});

describe("pulso.queries.cryptoPayment, watched", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  function setup(answers: CryptoDeposit["status"][]) {
    const api = createFakeApi();
    api.on("GET", "/payments/crypto/cp_1", () =>
      success({ payment: sampleCryptoPayment({ status: answers.shift() ?? "confirmed" }) }),
    );
    const pulso = createPulso({ apiBase: FAKE_API_BASE, fetch: api.fetch, auth: "bearer" });
    const polls = () => api.calls("GET", "/payments/crypto/cp_1").length;
    return { pulso, polls };
  }

  it("polls every 5 s while waiting or received and stops once confirmed", async () => {
    const { pulso, polls } = setup(["waiting", "received", "received", "confirmed"]);
    const seen: string[] = [];
    const stop = pulso.watch(pulso.queries.cryptoPayment("cp_1"), ({ data }) => {
      if (data && seen.at(-1) !== data.status) seen.push(data.status);
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(CRYPTO_PAYMENT_POLL_MS);
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * CRYPTO_PAYMENT_POLL_MS);
    expect(polls()).toBe(4);
    expect(seen).toEqual(["waiting", "received", "confirmed"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls()).toBe(4);
    stop();
  });

  it.each(["failed", "expired"] as const)("stops at %s", async (status) => {
    const { pulso, polls } = setup([status]);
    pulso.queryClient.setQueryData(pulsoKeys.cryptoPayment("cp_1"), sampleCryptoPayment());
    const stop = pulso.watch(pulso.queries.cryptoPayment("cp_1"), () => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls()).toBe(1);
    stop();
  });

  it("stops polling when nobody watches", async () => {
    const { pulso, polls } = setup(["waiting", "waiting", "waiting"]);
    const stop = pulso.watch(pulso.queries.cryptoPayment("cp_1"), () => undefined);
    await vi.advanceTimersByTimeAsync(CRYPTO_PAYMENT_POLL_MS);
    expect(polls()).toBe(2);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls()).toBe(2);
  });
});
