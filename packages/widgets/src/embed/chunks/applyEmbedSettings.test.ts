import { afterEach, describe, expect, it, vi } from "vitest";
import { getElementDefaults, setElementDefaults } from "../../public/defaults";
import { SETTINGS_CHANGE_EVENT, type EmbedSettings } from "../settings";
import { applyEmbedSettings } from "./applyEmbedSettings";

const settings: EmbedSettings = {
  apiBase: "https://pulso.example/api/v1",
  lang: "en",
  theme: "dark",
  stats: true,
};

afterEach(() => {
  delete window.__pulsoEmbed;
  setElementDefaults({ lang: "es", theme: "light" });
  vi.restoreAllMocks();
});

describe("applyEmbedSettings", () => {
  it("hands the page's settings to the elements without a warning about the loader's own", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    window.__pulsoEmbed = settings;
    applyEmbedSettings();
    expect(getElementDefaults()).toEqual({
      apiBase: "https://pulso.example/api/v1",
      lang: "en",
      theme: "dark",
    });
    // A publisher's console stays quiet: `stats` is the views beacon's, not an element setting.
    window.dispatchEvent(
      new CustomEvent(SETTINGS_CHANGE_EVENT, { detail: { ...settings, lang: "es", stats: false } }),
    );
    expect(getElementDefaults().lang).toBe("es");
    expect(warn).not.toHaveBeenCalled();
  });
});
