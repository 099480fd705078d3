import {
  sampleAdminBanner,
  sampleBanner,
  sampleFooterConfig,
  samplePagination,
  sampleUser,
} from "@pulso/core/testing";
import { describe, expect, it, vi } from "vitest";
import type { PulsoQuery } from "../cache/queries";
import { pulsoKeys } from "../cache/queryKeys";
import { createFakeApi, success } from "../test-utils/fakeApi";
import { startSignedIn } from "../test-utils/signedIn";
import { sampleSuggestion, sampleTicket } from "../test-utils/paymentSamples";

// Support tickets, suggestions and site settings: each action refetches what it changed.

async function setup() {
  const api = createFakeApi();
  const pulso = await startSignedIn(api, sampleUser({ role: "admin" }));
  return { api, pulso };
}

/** Keeps a query on screen; resolves once it has data, with a reader of its latest data. */
async function onScreen<TData>(
  pulso: Awaited<ReturnType<typeof setup>>["pulso"],
  query: PulsoQuery<TData>,
) {
  let latest: TData | undefined;
  const stop = pulso.watch(query, (result) => {
    latest = result.data;
  });
  await vi.waitFor(() => expect(latest).toBeDefined());
  return { stop, latest: () => latest };
}

const page = (tickets: unknown[]) =>
  success({ tickets, pagination: samplePagination(tickets.length) });

describe("pulso.support", () => {
  it("createTicket caches the ticket and refetches the ticket lists on screen", async () => {
    const { api, pulso } = await setup();
    api.on("GET", "/support/tickets", page([]));
    const mine = await onScreen(pulso, pulso.queries.myTickets());
    api.on("POST", "/support/tickets", success({ ticket: sampleTicket() }));
    api.on("GET", "/support/tickets", page([sampleTicket()]));

    const body = {
      subject: "Deposit missing",
      description: "My card deposit of $25 does not show up.",
      category: "billing" as const,
      priority: "medium" as const,
    };
    await pulso.support.createTicket(body);

    expect(api.calls("POST", "/support/tickets")[0]?.body).toEqual(body);
    expect(pulso.queryClient.getQueryData(pulsoKeys.ticket("t_1"))).toEqual(sampleTicket());
    expect(mine.latest()).toMatchObject({ tickets: [{ _id: "t_1" }] });
    mine.stop();
  });

  it("replyToTicket and updateTicket write the answered thread into the ticket's cache", async () => {
    const { api, pulso } = await setup();
    api.on("GET", "/support/tickets/t_1", success({ ticket: sampleTicket() }));
    const detail = await onScreen(pulso, pulso.queries.ticket("t_1"));
    api.on("GET", "/support/tickets/all", page([sampleTicket()]));
    const all = await onScreen(pulso, pulso.queries.allTickets({ status: "open" }));
    const message = {
      _id: "tm_1",
      author: "admin" as const,
      authorName: "Admin",
      content: "We are looking into it.",
      attachments: [],
      createdAt: "2026-11-03T18:05:00.000Z",
    };
    const replied = sampleTicket({ messages: [message], messageCount: 1 });
    api.on("POST", "/support/tickets/t_1/messages", success({ ticket: replied }));
    api.on("GET", "/support/tickets/all", page([]));

    await pulso.support.replyToTicket("t_1", { content: "We are looking into it." });
    expect(detail.latest()).toEqual(replied);
    expect(all.latest()).toEqual({ tickets: [], pagination: samplePagination(0) });

    const assigned = sampleTicket({ status: "in_progress" });
    api.on("PATCH", "/support/tickets/t_1", success({ ticket: assigned }));
    await pulso.support.updateTicket("t_1", { status: "in_progress" });
    expect(detail.latest()).toEqual(assigned);
    detail.stop();
    all.stop();
  });
});

describe("pulso.suggestions", () => {
  it("create, review and delete each refetch the suggestion lists on screen", async () => {
    const { api, pulso } = await setup();
    let mine = [sampleSuggestion()];
    api.on("GET", "/poll-suggestions/my-suggestions", () => success({ suggestions: mine }));
    const list = await onScreen(pulso, pulso.queries.mySuggestions());
    api.on("GET", "/poll-suggestions", () =>
      success({ suggestions: mine, pagination: samplePagination(mine.length) }),
    );
    const admin = await onScreen(pulso, pulso.queries.suggestions({ status: "pending" }));

    const added = sampleSuggestion({ _id: "s_2" });
    api.on("POST", "/poll-suggestions", () => {
      mine = [...mine, added];
      return success({ suggestion: added });
    });
    await pulso.suggestions.createSuggestion({
      titleEn: added.titleEn,
      descriptionEn: added.descriptionEn,
      category: "presidential",
    });
    expect(list.latest()).toEqual([sampleSuggestion(), added]);
    expect(admin.latest()).toMatchObject({ suggestions: [{ _id: "s_1" }, { _id: "s_2" }] });

    const approved = sampleSuggestion({ status: "approved", profitSharePercentage: 10 });
    api.on("PATCH", "/poll-suggestions/s_1", () => {
      mine = [approved, added];
      return success({ suggestion: approved });
    });
    await pulso.suggestions.updateSuggestion("s_1", {
      status: "approved",
      profitSharePercentage: 10,
    });
    expect(list.latest()).toEqual([approved, added]);

    api.on("DELETE", "/poll-suggestions/s_2", () => {
      mine = [approved];
      return { body: { status: "success" } };
    });
    await pulso.suggestions.deleteSuggestion("s_2");
    expect(list.latest()).toEqual([approved]);
    list.stop();
    admin.stop();
  });
});

describe("pulso.siteSettings", () => {
  it("banner edits refetch the active banners and the admin list; footer edits cache the footer", async () => {
    const { api, pulso } = await setup();
    let banners: unknown[] = [];
    api.on("GET", "/banners/active", () => success({ banners }));
    const active = await onScreen(pulso, pulso.queries.banners("en"));
    const shown = {
      _id: "b_1",
      language: "en" as const,
      title: "Election night",
      imageUrl: "https://cdn.test/b.png",
    };
    const banner = sampleAdminBanner(shown);
    api.on("POST", "/banners", () => {
      banners = [sampleBanner(shown)];
      return success({ banner });
    });
    await pulso.siteSettings.createBanner({ language: "en", title: "Election night" });
    expect(active.latest()).toMatchObject([{ _id: "b_1" }]);
    active.stop();

    const footerConfig = sampleFooterConfig();
    api.on("DELETE", "/uiconfig/footer-settings", success({ footerConfig }));
    await pulso.siteSettings.resetFooter();
    expect(pulso.queryClient.getQueryData(pulsoKeys.footer)).toEqual(footerConfig);
  });

  it("market link edits refetch the header's links", async () => {
    const { api, pulso } = await setup();
    let links: unknown[] = [];
    api.on("GET", "/market-links", () => ({ body: { status: "success", data: { links } } }));
    const header = await onScreen(pulso, pulso.queries.marketLinks());
    api.on("DELETE", "/market-links/politics", () => {
      links = [];
      return { body: { status: "success" } };
    });
    const link = {
      key: "politics",
      url: "/markets/all",
      order: 0,
      text_en: "Politics",
      text_es: "Política",
    };
    api.on("POST", "/market-links", () => {
      links = [link];
      return success({ link });
    });
    await pulso.siteSettings.createMarketLink({
      key: "politics",
      url: "/markets/all",
      order: 0,
      text_en: "Politics",
      text_es: "Política",
    });
    expect(header.latest()).toEqual([link]);
    await pulso.siteSettings.deleteMarketLink("politics");
    expect(header.latest()).toEqual([]);
    header.stop();
  });
});
