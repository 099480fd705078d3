import type { Language } from "@pulso/core";
import { createPulso } from "@pulso/sdk";
import { describe, expect, it, vi } from "vitest";
import { esPortalMessages, PORTAL_NAMESPACE, type PortalMessages } from "./portalMessages";
import { enPortalMessages } from "./portalMessages.en";
import type { MessageTree } from "@pulso/sdk";
import { createPortalLanguages, type PortalTextSources } from "./registerPortalMessages";

/** Sources whose English first texts come from `english`, and whose areas are one text each. */
function sources(
  english: () => Promise<PortalMessages>,
  moneyIn: Partial<Record<Language, () => Promise<MessageTree>>> = {},
): PortalTextSources {
  const area = (name: string) => ({
    es: moneyIn.es && name === "money" ? moneyIn.es : async () => ({ title: `${name} (es)` }),
    en: moneyIn.en && name === "money" ? moneyIn.en : async () => ({ title: `${name} (en)` }),
  });
  return {
    first: { es: async () => esPortalMessages, en: english },
    areas: {
      dashboard: area("dashboard"),
      account: area("account"),
      support: area("support"),
      suggestions: area("suggestions"),
      money: area("money"),
      admin: area("admin"),
      publishers: area("publishers"),
    },
  };
}

const newPulso = () => createPulso({ apiBase: "http://localhost:1/api/v1", auth: "bearer" });
const logIn = (pulso: ReturnType<typeof newPulso>, language: Language) =>
  pulso.i18n.translate("header.logIn", {}, { language, namespaces: [PORTAL_NAMESPACE] });

describe("the portal's languages", () => {
  it("have Spanish from the start and load English once, when asked", async () => {
    const english = vi.fn(async () => enPortalMessages);
    const languages = createPortalLanguages(sources(english), ["es", esPortalMessages]);
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

  it("load an area in the languages here only, and in each language that comes later", async () => {
    const moneyEs = vi.fn(async () => ({ title: "Dinero" }));
    const moneyEn = vi.fn(async () => ({ title: "Money" }));
    const languages = createPortalLanguages(
      sources(async () => enPortalMessages, { es: moneyEs, en: moneyEn }),
      ["es", esPortalMessages],
    );
    const pulso = newPulso();
    const money = (language: Language) =>
      pulso.i18n.translate("money.title", {}, { language, namespaces: [PORTAL_NAMESPACE] });

    // A Spanish reader opens a money page: its Spanish texts only.
    await languages.loadArea("money");
    languages.register(pulso);
    expect(money("es")).toBe("Dinero");
    expect(moneyEn).not.toHaveBeenCalled();

    // Switching to English brings the money page's English texts with the first ones.
    await languages.switchTo(pulso, "en");
    expect(moneyEn).toHaveBeenCalledTimes(1);
    expect(money("en")).toBe("Money");
    // An area asked for from now on loads in both.
    await languages.loadArea("admin");
    languages.register(pulso);
    expect(
      pulso.i18n.translate("admin.title", {}, { language: "en", namespaces: [PORTAL_NAMESPACE] }),
    ).toBe("admin (en)");
    expect(moneyEs).toHaveBeenCalledTimes(1);
  });

  it("keep the language when an area's texts in it cannot load", async () => {
    const offline = new TypeError("Failed to fetch dynamically imported module");
    const moneyEn = vi
      .fn<() => Promise<MessageTree>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue({ title: "Money" });
    const languages = createPortalLanguages(
      sources(async () => enPortalMessages, { en: moneyEn }),
      ["es", esPortalMessages],
    );
    const pulso = newPulso();
    await languages.loadArea("money");
    await expect(languages.switchTo(pulso, "en")).rejects.toBe(offline);
    expect(languages.has("en")).toBe(false);
    expect(pulso.i18n.getLanguage()).toBe("es");
    await languages.switchTo(pulso, "en");
    expect(pulso.i18n.getLanguage()).toBe("en");
  });

  it("switch an instance only once the language's texts are here, and keep the language when they cannot load", async () => {
    const offline = new TypeError("Failed to fetch dynamically imported module");
    const english = vi
      .fn<() => Promise<PortalMessages>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(enPortalMessages);
    const languages = createPortalLanguages(sources(english), ["es", esPortalMessages]);
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
