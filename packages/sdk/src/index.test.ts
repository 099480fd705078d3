import { describe, expect, it } from "vitest";
import * as sdk from "./index";

describe("@pulso/sdk public surface", () => {
  it("exports exactly the runtime names it documents", () => {
    expect(Object.keys(sdk).sort()).toEqual([
      "CATALOGUES",
      "CRYPTO_PAYMENT_POLL_MS",
      "FORMAT_LOCALES",
      "INVALIDATION_MAX_WAIT_MS",
      "SDK_NAMESPACE",
      "coalesceQueryTimers",
      "createI18n",
      "createPulso",
      "createQueryClient",
      "cryptoPaymentRefetchInterval",
      "formatBadgeCount",
      "formatCents",
      "formatDate",
      "formatMoney",
      "formatNumber",
      "formatPercent",
      "formatRelativeTime",
      "isCryptoPaymentSettled",
      "isRetryable",
      "parseServerMessage",
      "publicDataOf",
      "pulsoKeys",
      "queryResource",
      "realtimeUrl",
      "reportWebVital",
      "toWebVitalBody",
    ]);
  });
});
