import { describe, expect, it, vi } from "vitest";
import { INSTALL_PLATFORMS, installPlatform, watchInstallPrompt } from "./installPrompt";
import { esPlatformMessages } from "./messages";
import { enPlatformMessages } from "./messages.en";

const AGENTS = {
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  iPadDesktopSite:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  androidFirefox: "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  macChrome:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0",
  windowsFirefox:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
};

describe("the install how-to's platform", () => {
  it("tells iPhone, iPad, Android, Safari on a Mac, Firefox and other computers apart", () => {
    expect(installPlatform(AGENTS.iPhone, 5)).toBe("ios");
    // An iPad asking for the desktop site: a Mac with a touch screen.
    expect(installPlatform(AGENTS.iPadDesktopSite, 5)).toBe("ios");
    expect(installPlatform(AGENTS.androidChrome, 5)).toBe("android");
    expect(installPlatform(AGENTS.androidFirefox, 5)).toBe("android");
    expect(installPlatform(AGENTS.macSafari, 0)).toBe("macSafari");
    expect(installPlatform(AGENTS.macChrome, 0)).toBe("desktop");
    expect(installPlatform(AGENTS.windowsEdge, 0)).toBe("desktop");
    expect(installPlatform(AGENTS.windowsFirefox, 0)).toBe("firefoxDesktop");
  });

  it("has a how-to for every platform, in Spanish and English", () => {
    for (const platform of INSTALL_PLATFORMS) {
      expect(esPlatformMessages.install.howTo[platform]).toBeTruthy();
      expect(enPlatformMessages.install.howTo[platform]).toBeTruthy();
      expect(esPlatformMessages.install.howTo[platform]).not.toBe(
        enPlatformMessages.install.howTo[platform],
      );
    }
  });
});

describe("the kept install prompt", () => {
  it("shows the browser's real prompt once after beforeinstallprompt, and none before", async () => {
    const page = new EventTarget();
    const install = watchInstallPrompt(page);
    expect(install.canPrompt()).toBe(false);
    expect(await install.prompt()).toBe(false);

    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), { prompt });
    page.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(install.canPrompt()).toBe(true);
    expect(await install.prompt()).toBe(true);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(install.canPrompt()).toBe(false);
  });
});
