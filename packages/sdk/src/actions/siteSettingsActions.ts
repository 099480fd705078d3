import type {
  AdminBanner,
  CreateBannerBody,
  CreateMarketLinkBody,
  FooterConfig,
  MarketLink,
  UpdateBannerBody,
  UpdateFooterSettingsBody,
  UpdateMarketLinkBody,
} from "@pulso/core";
import { pulsoKeys } from "../cache/queryKeys";
import { createActionCache, type ActionContext } from "./actionContext";

/** Admin edits of banners, market links and the footer; each refreshes what readers see. */
export interface SiteSettingsActions {
  /** Adds a banner; active banners and the admin list refresh. */
  createBanner(body: CreateBannerBody): Promise<AdminBanner>;
  /** Edits a banner; active banners and the admin list refresh. */
  updateBanner(id: string, body: UpdateBannerBody): Promise<AdminBanner>;
  /** Deletes a banner; active banners and the admin list refresh. */
  deleteBanner(id: string): Promise<void>;
  /** Adds a link to the header's Markets dropdown. */
  createMarketLink(body: CreateMarketLinkBody): Promise<MarketLink>;
  /** Edits a market link (`key` is the link's key). */
  updateMarketLink(key: string, body: UpdateMarketLinkBody): Promise<MarketLink>;
  /** Deletes a market link (`key` is the link's key). */
  deleteMarketLink(key: string): Promise<void>;
  /** Replaces the whole footer and caches the new one. */
  updateFooter(body: UpdateFooterSettingsBody): Promise<FooterConfig>;
  /** Returns to the default footer and caches it. */
  resetFooter(): Promise<FooterConfig>;
}

/** Builds {@link SiteSettingsActions} over one instance's API client and cache. */
export function createSiteSettingsActions(context: ActionContext): SiteSettingsActions {
  const { api, queryClient } = context;
  const cache = createActionCache(context);
  const banners = async <T>(result: T): Promise<T> => {
    await cache.refresh(pulsoKeys.activeBanners, pulsoKeys.adminBanners);
    return result;
  };
  const links = async <T>(result: T): Promise<T> => {
    await cache.refresh(pulsoKeys.marketLinks);
    return result;
  };
  const footer = (config: FooterConfig): FooterConfig => {
    queryClient.setQueryData(pulsoKeys.footer, config);
    return config;
  };
  return {
    createBanner: async (body) => banners(await api.createBanner(body)),
    updateBanner: async (id, body) => banners(await api.updateBanner(id, body)),
    deleteBanner: async (id) => banners(await api.deleteBanner(id)),
    createMarketLink: async (body) => links(await api.createMarketLink(body)),
    updateMarketLink: async (key, body) => links(await api.updateMarketLink(key, body)),
    deleteMarketLink: async (key) => links(await api.deleteMarketLink(key)),
    updateFooter: async (body) => footer(await api.updateFooterSettings(body)),
    resetFooter: async () => footer(await api.resetFooterSettings()),
  };
}
