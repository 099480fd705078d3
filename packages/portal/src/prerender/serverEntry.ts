import type { PaintPage } from "@pulso/core";
import type { LandingFiles, LanguageFiles } from "../platform/landingPreload";
import { renderPage } from "./renderPage";

/** Each landing page's own files, as the portal's client build named them (vite.config.ts). */
declare const __PULSO_LANDING_FILES__: LandingFiles[];
/** The chunks of each language whose texts load apart (English), as the client build named them. */
declare const __PULSO_LANGUAGE_FILES__: LanguageFiles[];
/** The client build's base path. */
declare const __PULSO_BASE__: string;

/**
 * The entry of the build the server loads (`render/page.mjs`, issue 17): the portal's pages
 * painted for one request, with the style sheets of the client build beside it.
 */
export const paintPage: PaintPage = (request) =>
  renderPage(request, __PULSO_LANDING_FILES__, __PULSO_BASE__, __PULSO_LANGUAGE_FILES__);
