import {
  API_ROUTES,
  type ActiveBannersQuery,
  type CreateBannerBody,
  type CreateMarketLinkBody,
  type FooterConfig,
  type ListWebVitalsQuery,
  type MarketLink,
  type UpdateBannerBody,
  type UpdateFooterSettingsBody,
  type UpdateMarketLinkBody,
  type WebVitalBody,
} from "@pulso/core";
import { ApiError, isApiError } from "../apiError";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions } from "./callOptions";
import { withBannerImage } from "./images";

/** The banner, market-link and footer calls of spec §7. */
export function siteSettingsCalls({ transport, call, callBody, absolutize }: CallContext) {
  /** Banner counters are fire-and-forget: their errors are ignored (spec §7). */
  const count = (
    name: "recordBannerView" | "recordBannerClick",
    id: string,
    options?: CallOptions,
  ) =>
    callBody(name, { ...options, params: { id } })
      .then(() => undefined)
      .catch(() => undefined);
  const byKey = (id: string, options?: CallOptions) => ({ ...options, params: { id } });
  return {
    /** GET /banners/active?lang. */
    getActiveBanners: (query: ActiveBannersQuery = {}, options?: CallOptions) =>
      call("getActiveBanners", { ...options, query: query as QueryParams }).then((data) =>
        data.banners.map((banner) => withBannerImage(banner, absolutize)),
      ),
    /** PATCH /banners/:id/view (errors ignored). */
    recordBannerView: (id: string, options?: CallOptions) => count("recordBannerView", id, options),
    /** PATCH /banners/:id/click (errors ignored). */
    recordBannerClick: (id: string, options?: CallOptions) =>
      count("recordBannerClick", id, options),
    /**
     * GET /market-links: the header's Markets dropdown. A response that is not a success with
     * links fails with MARKET_LINKS_FETCH_FAILED, 'Failed to fetch market links' (spec §8).
     */
    getMarketLinks: async (options?: CallOptions): Promise<MarketLink[]> => {
      // Read loosely on purpose: spec §8 gives a malformed answer its own message.
      const body = await transport.request<{ status?: unknown; data?: { links?: unknown } }>(
        API_ROUTES.getMarketLinks.method,
        API_ROUTES.getMarketLinks.path,
        { ...options, envelope: false },
      );
      if (body?.status !== "success" || !Array.isArray(body.data?.links)) {
        throw new ApiError({
          status: 200,
          code: "MARKET_LINKS_FETCH_FAILED",
          path: "/market-links",
          message: "Failed to fetch market links",
        });
      }
      return body.data.links as MarketLink[];
    },
    /**
     * GET /uiconfig/footer-settings. Failures carry the footer's messages of spec §8: 'HTTP
     * error! status: N', 'Invalid API response structure', or the unknown-error text.
     */
    getFooterSettings: async (options?: CallOptions): Promise<FooterConfig> => {
      const { method, path } = API_ROUTES.getFooterSettings;
      // Read loosely on purpose: spec §8 gives each kind of failure its own message.
      let body: { status?: unknown; data?: { footerConfig?: unknown } } | undefined;
      try {
        body = await transport.request(method, path, { ...options, envelope: false });
      } catch (error) {
        if (isApiError(error) && error.code === "ABORTED") throw error;
        if (isApiError(error) && error.code === "INVALID_RESPONSE") {
          throw new ApiError({
            status: error.status,
            code: "FOOTER_INVALID_RESPONSE",
            path,
            message: "Invalid API response structure",
            cause: error,
          });
        }
        if (isApiError(error) && error.status >= 400) {
          throw new ApiError({
            status: error.status,
            code: "FOOTER_HTTP_ERROR",
            path,
            message: `HTTP error! status: ${error.status}`,
            cause: error,
          });
        }
        throw new ApiError({
          status: 0,
          code: "FOOTER_UNKNOWN_ERROR",
          path,
          message: "An unknown error occurred while fetching footer data.",
          cause: error,
        });
      }
      const footerConfig = body?.data?.footerConfig;
      if (body?.status !== "success" || typeof footerConfig !== "object" || footerConfig === null) {
        throw new ApiError({
          status: 200,
          code: "FOOTER_INVALID_RESPONSE",
          path,
          message: "Invalid API response structure",
        });
      }
      return footerConfig as FooterConfig;
    },
    /** GET /banners (admin): every banner with its window and counters. */
    listBanners: (options?: CallOptions) =>
      call("listBanners", options).then((data) => data.banners),
    /** POST /banners (admin). */
    createBanner: (body: CreateBannerBody, options?: CallOptions) =>
      call("createBanner", { ...options, body }).then((data) => data.banner),
    /** PATCH /banners/:id (admin). */
    updateBanner: (id: string, body: UpdateBannerBody, options?: CallOptions) =>
      call("updateBanner", { ...byKey(id, options), body }).then((data) => data.banner),
    /** DELETE /banners/:id (admin). */
    deleteBanner: (id: string, options?: CallOptions) =>
      callBody("deleteBanner", byKey(id, options)).then(() => undefined),
    /** POST /market-links (admin). */
    createMarketLink: (body: CreateMarketLinkBody, options?: CallOptions) =>
      call("createMarketLink", { ...options, body }).then((data) => data.link),
    /** PATCH /market-links/:id (admin; the id is the link's key). */
    updateMarketLink: (key: string, body: UpdateMarketLinkBody, options?: CallOptions) =>
      call("updateMarketLink", { ...byKey(key, options), body }).then((data) => data.link),
    /** DELETE /market-links/:id (admin; the id is the link's key). */
    deleteMarketLink: (key: string, options?: CallOptions) =>
      callBody("deleteMarketLink", byKey(key, options)).then(() => undefined),
    /** PATCH /uiconfig/footer-settings (admin): replaces the whole footer. */
    updateFooterSettings: (body: UpdateFooterSettingsBody, options?: CallOptions) =>
      call("updateFooterSettings", { ...options, body }).then((data) => data.footerConfig),
    /** DELETE /uiconfig/footer-settings (admin): back to the default footer, which it returns. */
    resetFooterSettings: (options?: CallOptions) =>
      call("resetFooterSettings", options).then((data) => data.footerConfig),
    /** POST /metrics/web-vitals: one report (rate limited per address). */
    recordWebVital: (body: WebVitalBody, options?: CallOptions) =>
      callBody("recordWebVital", { ...options, body }).then(() => undefined),
    /** GET /metrics/web-vitals (admin): the newest reports and each metric's p75. */
    listWebVitals: (query: ListWebVitalsQuery = {}, options?: CallOptions) =>
      call("listWebVitals", { ...options, query: query as QueryParams }),
  };
}
