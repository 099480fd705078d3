import type { Language } from "@pulso/core";
import { createPulso } from "@pulso/sdk";
import { describe, expect, it, vi } from "vitest";
import { esPortalMessages, PORTAL_NAMESPACE, type PortalMessages } from "./portalMessages";
import { enPortalMessages } from "./portalMessages.en";
import { createPortalLanguages } from "./registerPortalMessages";

const newPulso = () => createPulso({ apiBase: "http://localhost:1/api/v1", auth: "bearer" });
const logIn = (pulso: ReturnType<typeof newPulso>, language: Language) =>
  pulso.i18n.translate("header.logIn", {}, { language, namespaces: [PORTAL_NAMESPACE] });

describe("the portal's languages", () => {
  it("have Spanish from the start and load English once, when asked", async () => {
    const english = vi.fn(async () => enPortalMessages);
    const languages = createPortalLanguages({ es: async () => esPortalMessages, en: english }, [
      "es",
      esPortalMessages,
    ]);
    const pulso = newPulso();
    languages.register(pulso);
    expect(languages.has("es")).toBe(true);
    expect(languages.has("en")).toBe(false);
    expect(logIn(pulso, "es")).toBe("Iniciar sesión");
    expect(english).not.toHaveBeenCalled();

    await Promise.all([languages.load("en"), languages.load("en")]);
    expect(english).toHaveBeenCalledTimes(1);
    // An instance made before English arrived gets it on its next registration.
    languages.register(pulso);
    expect(logIn(pulso, "en")).toBe("Log In");
    expect(logIn(pulso, "es")).toBe("Iniciar sesión");
  });

  it("switch an instance only once the language's texts are here, and keep the language when they cannot load", async () => {
    const offline = new TypeError("Failed to fetch dynamically imported module");
    const english = vi
      .fn<() => Promise<PortalMessages>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(enPortalMessages);
    const languages = createPortalLanguages({ es: async () => esPortalMessages, en: english }, [
      "es",
      esPortalMessages,
    ]);
    const pulso = newPulso();
    languages.register(pulso);

    await expect(languages.switchTo(pulso, "en")).rejects.toBe(offline);
    expect(pulso.i18n.getLanguage()).toBe("es");
    expect(languages.has("en")).toBe(false);

    const switching = languages.switchTo(pulso, "en");
    expect(pulso.i18n.getLanguage()).toBe("es");
    await switching;
    expect(english).toHaveBeenCalledTimes(2);
    expect(pulso.i18n.getLanguage()).toBe("en");
    expect(logIn(pulso, "en")).toBe("Log In");
  });
});
