import { describe, expect, it } from "vitest";
import * as api from "./index";

describe("@pulso/api-client public surface", () => {
  it("exports exactly the runtime names it documents", () => {
    expect(Object.keys(api).sort()).toEqual([
      "ApiError",
      "TRANSPORT_ERROR_CODES",
      "apiHost",
      "authCalls",
      "betCalls",
      "blackoutCalls",
      "commentCalls",
      "createApiClient",
      "createCallContext",
      "createTransport",
      "cryptoCalls",
      "dashboardCalls",
      "depositCalls",
      "embedCalls",
      "isApiError",
      "isLocalDevOrigin",
      "notificationCalls",
      "pollActionCalls",
      "pollCalls",
      "publisherCalls",
      "siteSettingsCalls",
      "suggestionCalls",
      "ticketCalls",
      "userCalls",
    ]);
  });

  it("keeps the transport error codes other code depends on", () => {
    expect(Object.values(api.TRANSPORT_ERROR_CODES).sort()).toEqual([
      "ABORTED",
      "HTTP_ERROR",
      "INVALID_RESPONSE",
      "NETWORK_ERROR",
      "POLLS_FETCH_FAILED",
      "TIMEOUT",
      "UNAUTHENTICATED",
    ]);
  });
});
