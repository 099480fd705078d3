import { describe, expect, it } from "vitest";
import { catalogueProblems } from "../test-utils/catalogueProblems";
import { createTestPulso } from "../test-utils/testPulso";
import { messages as cardEn } from "../public/catalogues/marketCard-en";
import { messages as cardEs } from "../public/catalogues/marketCard-es";
import { createTranslator } from "./sdkTranslator";
import { createPublicTranslator } from "./translator";
import { SHARED_WIDGET_MESSAGES } from "./sharedWidgetMessages";
import { defineWidgetCatalogue } from "./widgetCatalogues";
import { enWidgetMessages, esWidgetMessages, type WidgetMessageKey } from "./widgetMessages";

describe("widget messages", () => {
  it("have the same keys and placeholders in Spanish and English, none empty", () => {
    expect(catalogueProblems(esWidgetMessages, enWidgetMessages)).toEqual([]);
  });

  it("the check fails when a key exists in one language and not the other", () => {
    const es = { a: { b: "x", c: "y" } };
    const en = { a: { b: "x" }, d: "z" };
    expect(catalogueProblems(es, en)).toEqual([
      "a.c is in es but not in en",
      "d is in en but not in es",
    ]);
    expect(catalogueProblems({ a: "{{n}} x" }, { a: "x" })).toEqual([
      "a has placeholders {{n}} in es but none in en",
    ]);
  });

  it("are registered into the sdk's own i18next and follow the language asked for", () => {
    const { pulso } = createTestPulso("es");
    expect(createTranslator(pulso, "es").t("marketCard.bet")).toBe("Apostar");
    expect(createTranslator(pulso, "en").t("marketCard.bet")).toBe("Bet");
    // sdk texts come through the same translator
    expect(createTranslator(pulso, "en").t("common.loading")).toBe("Loading…");
    expect(
      createTranslator(pulso, "es").t("marketCard.optionLabel", {
        option: "Sí",
        count: 1,
        cents: "1",
        percent: "1 %",
      }),
    ).toBe("Sí, 1 centavo, 1 %");
  });

  it("of widgets that bring their own come with their code, and reach translators made before", async () => {
    const { pulso } = createTestPulso("es");
    const es = createTranslator(pulso, "es");
    const catalogue = {
      es: { laterWidget: { title: "Llegó con su código" } },
      en: { laterWidget: { title: "Came with its code" } },
    };
    const key = "laterWidget.title" as WidgetMessageKey;
    expect(es.t(key)).toBe(key);
    defineWidgetCatalogue(catalogue);
    expect(es.t(key)).toBe("Llegó con su código");
    expect(createTranslator(pulso, "en").t(key)).toBe("Came with its code");
    // The bet ticket's and the comments' texts are not loaded up front but with their widgets.
    expect(Object.keys(SHARED_WIDGET_MESSAGES.es)).not.toContain("betTicket");
    expect(Object.keys(SHARED_WIDGET_MESSAGES.es)).not.toContain("comments");
    await import("../components/BetTicket/BetTicket");
    await import("../components/Comments/Comments");
    expect(es.t("betTicket.title")).toBe("Hacer una apuesta");
    expect(createTranslator(pulso, "en").t("comments.title")).toBe("Comments");
  });

  it("load per widget and language on a news page: the card's own texts, nothing else", async () => {
    expect(catalogueProblems(cardEs, cardEn)).toEqual([]);
    expect(Object.keys(cardEs).sort()).toEqual(["blackout", "connection", "element", "marketCard"]);
    const es = createPublicTranslator("es", cardEs);
    expect(es.t("marketCard.retry")).toBe("Reintentar");
    expect(es.t("element.unavailable")).toBe("Este contenido de Pulso no se puede mostrar.");
    expect(es.formatMoney(1250.5)).toBe("$1,250.50");
    expect(createPublicTranslator("en", cardEn).t("marketCard.retry")).toBe("Try again");
    // Another widget's text is not there to show.
    expect(es.t("betTicket.title")).toBe("betTicket.title");
  });
});
