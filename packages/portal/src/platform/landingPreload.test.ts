import { LANDING_SCRIPT_ATTRIBUTE } from "@pulso/core";
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY } from "../i18n/languageStorage";
import {
  LANDING_SCRIPT_TAG_ATTRIBUTE,
  LANGUAGE_STORAGE_KEY_FOR_BUILD,
  landingFiles,
  landingPreloadScript,
  languageFiles,
  startupChunks,
  type BuiltChunk,
  type LandingFiles,
  type LanguageFiles,
} from "./landingPreload";

/** A build like the portal's: the entry with its imports, each landing page's chunks. */
const BUILD: BuiltChunk[] = [
  chunk("assets/index.js", {
    isEntry: true,
    imports: ["assets/usePortalT.js"],
    css: ["index.css"],
  }),
  chunk("assets/usePortalT.js"),
  chunk("assets/HomePage.js", { page: "HomePage", imports: ["assets/cards.js"] }),
  chunk("assets/MarketListPage.js", {
    page: "MarketListPage",
    imports: ["assets/cards.js", "assets/usePortalT.js"],
  }),
  chunk("assets/MarketPage.js", {
    page: "MarketPage",
    imports: ["assets/cards.js", "assets/EmbedBuilder.js"],
    css: ["MarketPage.css", "index.css"],
  }),
  chunk("assets/cards.js", { css: ["cards.css"] }),
  chunk("assets/EmbedBuilder.js", { css: ["EmbedBuilder.css"] }),
  chunk("assets/DashboardPage.js", { page: "../dashboard/DashboardPage" }),
  chunk("assets/portalMessages.en.js", {
    module: "/repo/packages/portal/src/i18n/portalMessages.en.ts",
  }),
];

function chunk(
  fileName: string,
  options: {
    isEntry?: boolean;
    page?: string;
    module?: string;
    imports?: string[];
    css?: string[];
  } = {},
): BuiltChunk {
  return {
    fileName,
    isEntry: options.isEntry ?? false,
    facadeModuleId: options.page
      ? `/repo/packages/portal/src/routes/${options.page}.tsx`
      : (options.module ?? null),
    imports: options.imports ?? [],
    importedCss: (options.css ?? []).map((name) => `assets/${name}`),
  };
}

/** The links the landing script adds at `path`: rel, as and address of each. */
function linksAt(
  path: string,
  pages: readonly LandingFiles[],
  languages: readonly LanguageFiles[] = [],
) {
  window.history.replaceState(null, "", path);
  new Function(landingPreloadScript(pages, "/", languages))();
  return [...document.head.querySelectorAll("link")].map((link) => [
    link.rel,
    link.getAttribute("as"),
    link.getAttribute("href"),
    link.getAttribute("crossorigin"),
  ]);
}

afterEach(() => {
  document.head.innerHTML = "";
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the compile hint", () => {
  it("goes to the chunks a landing page runs as it starts: the entry's, and each landing page's", () => {
    expect([...startupChunks(BUILD, landingFiles(BUILD))].sort()).toEqual([
      "assets/EmbedBuilder.js",
      "assets/HomePage.js",
      "assets/MarketListPage.js",
      "assets/MarketPage.js",
      "assets/cards.js",
      "assets/index.js",
      "assets/usePortalT.js",
    ]);
    // Not the other pages (the dashboard here): they compile as they are used.
  });
});

describe("the landing script", () => {
  it("names each landing page's own chunks and sheets, not what the head loads already", () => {
    expect(landingFiles(BUILD)).toEqual([
      ["^/$", "assets/HomePage.js assets/cards.js", "assets/cards.css"],
      ["^/markets/[^/]+/?$", "assets/MarketListPage.js assets/cards.js", "assets/cards.css"],
      [
        "^/market/[^/]+/?$",
        "assets/MarketPage.js assets/cards.js assets/EmbedBuilder.js",
        "assets/MarketPage.css assets/cards.css assets/EmbedBuilder.css",
      ],
    ]);
  });

  it("preloads the market page's code and sheets on a market's address", () => {
    expect(linksAt("/market/m_42", landingFiles(BUILD))).toEqual([
      ["modulepreload", null, "/assets/MarketPage.js", ""],
      ["modulepreload", null, "/assets/cards.js", ""],
      ["modulepreload", null, "/assets/EmbedBuilder.js", ""],
      ["preload", "style", "/assets/MarketPage.css", ""],
      ["preload", "style", "/assets/cards.css", ""],
      ["preload", "style", "/assets/EmbedBuilder.css", ""],
    ]);
  });

  it("preloads the list's code on a category's address, and nothing elsewhere", () => {
    expect(linksAt("/markets/presidential", landingFiles(BUILD))).toEqual([
      ["modulepreload", null, "/assets/MarketListPage.js", ""],
      ["modulepreload", null, "/assets/cards.js", ""],
      ["preload", "style", "/assets/cards.css", ""],
    ]);
    document.head.innerHTML = "";
    expect(linksAt("/account", landingFiles(BUILD))).toEqual([]);
    expect(linksAt("/markets/all/more", landingFiles(BUILD))).toEqual([]);
  });

  it("preloads the English texts on every page for a reader who chose English, and only then", () => {
    const languages = languageFiles(BUILD);
    expect(languages).toEqual([["en", "assets/portalMessages.en.js"]]);
    expect(linksAt("/account", landingFiles(BUILD), languages)).toEqual([]);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "es");
    expect(linksAt("/account", landingFiles(BUILD), languages)).toEqual([]);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    expect(linksAt("/account", landingFiles(BUILD), languages)).toEqual([
      ["modulepreload", null, "/assets/portalMessages.en.js", ""],
    ]);
    document.head.innerHTML = "";
    expect(linksAt("/", landingFiles(BUILD), languages)).toEqual([
      ["modulepreload", null, "/assets/HomePage.js", ""],
      ["modulepreload", null, "/assets/cards.js", ""],
      ["preload", "style", "/assets/cards.css", ""],
      ["modulepreload", null, "/assets/portalMessages.en.js", ""],
    ]);
  });

  it("fails the build when a landing page has no chunk of its own", () => {
    const withoutList = BUILD.filter((built) => built.fileName !== "assets/MarketListPage.js");
    expect(() => landingFiles(withoutList)).toThrow(/MarketListPage/);
  });
});

describe("the landing script's tag", () => {
  it("carries the attribute by which the server drops it from a painted page", () => {
    expect(LANDING_SCRIPT_TAG_ATTRIBUTE).toBe(LANDING_SCRIPT_ATTRIBUTE);
  });

  it("reads the language under the key the portal stores it by", () => {
    expect(LANGUAGE_STORAGE_KEY_FOR_BUILD).toBe(LANGUAGE_STORAGE_KEY);
  });
});
