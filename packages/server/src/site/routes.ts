import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { registerBannerRoutes } from "./bannerRoutes";
import { registerFooterRoutes } from "./footerRoutes";
import { registerMarketLinkRoutes } from "./marketLinkRoutes";
import { registerWebVitalRoutes } from "./webVitalRoutes";

/**
 * The site settings (spec §7 "Banners", "Other"): banners with their counters, the header's
 * market links, the footer, and the web-vital reports, each with its admin calls.
 */
export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerBannerRoutes(app, ctx);
  registerMarketLinkRoutes(app, ctx);
  registerFooterRoutes(app, ctx);
  registerWebVitalRoutes(app, ctx);
}
