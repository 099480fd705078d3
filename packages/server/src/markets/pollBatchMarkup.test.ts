import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestEmbedAssets } from "../test-utils/embedAssets";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { predictionBody } from "./test-utils/marketFixtures";

// The first paint of an embedded market card (DESIGN §7): the batch request that loads a page's
// markets also brings each card's markup, rendered by the built widgets on the server.
let server: TestServer;
let bare: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
beforeAll(async () => {
  server = await startTestServer({ embedAssetsDir: await buildTestEmbedAssets() });
  bare = await startTestServer();
  admin = await server.admin();
}, 60_000);
afterAll(async () => {
  await server.close();
  await bare.close();
});

/** The markup without its stylesheet, to read the card's text. */
const body = (markup: string | undefined) => markup?.replace(/<style>[\s\S]*<\/style>/, "") ?? "";

describe("GET /polls/batch?markup=market-card", () => {
  it("answers each market's card as markup, in the language and theme asked, with its data", async () => {
    const market = await admin.api.createPoll(predictionBody());
    const spanish = await server
      .client()
      .getPollBatch({ ids: `${market._id},nothing-here`, markup: "market-card", lang: "es" });
    expect(Object.keys(spanish.markup ?? {})).toEqual([market._id]);
    const card = spanish.markup?.[market._id]?.live;
    expect(card).toMatch(/^<style>/);
    // Styles stay raw: an escaped quote would break the selector.
    expect(card).toContain('.pulso-mc__badge[data-status="active"]');
    expect(body(card)).toContain(
      "¿Ganará la candidata del partido verde la elección presidencial?",
    );
    expect(body(card)).toContain("60¢");
    expect(body(card)).toContain("Apostar");
    expect(body(card)).toContain('data-theme="light"');
    // The same batch loads what the live card then shows: the market and its week's history.
    expect(spanish.polls.map((shown) => shown._id)).toEqual([market._id]);
    expect(spanish.histories[market._id]?.points.length).toBeGreaterThan(0);
    // And as it shows once the connection is lost: marked offline, prices out of date (what
    // follows the live markup's styles, which it does not repeat).
    expect(spanish.markup?.[market._id]?.offline).toMatch(/^<article/);
    const offline = body(spanish.markup?.[market._id]?.offline);
    expect(offline).toContain("Sin conexión");
    expect(offline).toContain("data-pulso-stale");
    expect(offline).toContain("60¢");
    expect(body(card)).not.toContain("Sin conexión");

    const english = await server
      .client()
      .getPollBatch({ ids: market._id, markup: "market-card", lang: "en", theme: "dark" });
    const englishCard = body(english.markup?.[market._id]?.live);
    expect(englishCard).toContain("Will the green party candidate win the presidential election?");
    expect(englishCard).toContain("Bet");
    expect(englishCard).not.toContain("Apostar");
    expect(englishCard).toContain('data-theme="dark"');
  });

  it("escapes what an admin wrote: a title cannot add markup to a news page", async () => {
    const market = await admin.api.createPoll(
      predictionBody({ title: '¿Gana <img src=x onerror="alert(1)"> & compañía?' }),
    );
    const batch = await server
      .client()
      .getPollBatch({ ids: market._id, markup: "market-card", lang: "es" });
    const card = body(batch.markup?.[market._id]?.live);
    expect(card).toContain("¿Gana &lt;img src=x onerror=&quot;alert(1)&quot;");
    expect(card).toContain("&amp; compañía?");
    expect(card).not.toContain("<img");
  });

  it("refuses an unknown widget or theme, in the reader's language", async () => {
    const market = await admin.api.createPoll(predictionBody());
    const widget = await failureOf(
      server
        .client(undefined, "en")
        .getPollBatch({ ids: market._id, markup: "bet-ticket" as never }),
    );
    expect(widget.status).toBe(400);
    const theme = await failureOf(
      server.client(undefined, "es").getPollBatch({
        ids: market._id,
        markup: "market-card",
        theme: "neon" as never,
      }),
    );
    expect(theme.status).toBe(400);
    expect(theme.message).not.toMatch(/[a-z]+ is not/i);
  });

  it("leaves markup out when the server has no built widgets: the page renders the card itself", async () => {
    const market = await (await bare.admin()).api.createPoll(predictionBody());
    const batch = await bare
      .client()
      .getPollBatch({ ids: market._id, markup: "market-card", lang: "es" });
    expect(batch.markup).toBeUndefined();
    expect(batch.polls.map((shown) => shown._id)).toEqual([market._id]);
  });
});
