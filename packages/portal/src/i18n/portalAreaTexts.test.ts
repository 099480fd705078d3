import { createPulso } from "@pulso/sdk";
import { describe, expect, it } from "vitest";
import { PORTAL_NAMESPACE } from "./portalMessages";
import { loadPortalArea, registerPortalMessages } from "./registerPortalMessages";

const translate = (pulso: ReturnType<typeof createPulso>, key: string, language: "es" | "en") =>
  pulso.i18n.translate(key, {}, { language, namespaces: [PORTAL_NAMESPACE] });

describe("the areas' texts", () => {
  it("join an instance's translator only once their screens' chunk has loaded, in each language here", async () => {
    const pulso = createPulso({ apiBase: "http://localhost:1/api/v1", auth: "bearer" });
    registerPortalMessages(pulso);
    // English is here: the test setup loads it, as the app does for a reader who chose it.
    expect(translate(pulso, "header.logIn", "en")).toBe("Log In");
    expect(pulso.i18n.exists("money.title", { namespaces: [PORTAL_NAMESPACE] })).toBe(false);

    await loadPortalArea("money");
    registerPortalMessages(pulso);
    expect(pulso.i18n.exists("money.title", { namespaces: [PORTAL_NAMESPACE] })).toBe(true);
    expect(translate(pulso, "money.title", "es")).not.toBe(translate(pulso, "money.title", "en"));
    expect(translate(pulso, "money.title", "en")).not.toBe("money.title");
  });

  it("reach every instance, including one created after the area loaded", async () => {
    await loadPortalArea("dashboard");
    const later = createPulso({ apiBase: "http://localhost:1/api/v1", auth: "bearer" });
    registerPortalMessages(later);
    expect(later.i18n.exists("dashboard.title", { namespaces: [PORTAL_NAMESPACE] })).toBe(true);
    // The first chunk's texts are still there after the area joined.
    expect(translate(later, "header.logIn", "es")).toBe("Iniciar sesión");
  });
});
