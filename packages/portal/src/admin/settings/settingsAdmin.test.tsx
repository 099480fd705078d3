import { success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminBanner } from "../../test-utils/adminSamples";
import { renderPortal, TEST_FOOTER, TEST_LINKS, testUser } from "../../test-utils/renderPortal";

afterEach(cleanup);

const admin = testUser({ role: "admin", name: "Admin" });
const banner = adminBanner();

function renderSettings(path: string) {
  return renderPortal(path, {
    lang: "en",
    user: admin,
    prepare: (api) => {
      api.on("GET", "/banners", success({ banners: [banner] }));
      api.on("POST", "/banners", (request) =>
        success({ banner: { ...banner, _id: "b_2", ...(request.body as object) } }),
      );
      api.on("PATCH", "/banners/b_1", (request) =>
        success({ banner: { ...banner, ...(request.body as object) } }),
      );
      api.on("DELETE", "/banners/b_1", success(null));
      api.on("POST", "/market-links", (request) => success({ link: request.body }));
      api.on("PATCH", "/market-links/presidential", (request) =>
        success({ link: { ...TEST_LINKS[0], ...(request.body as object) } }),
      );
      api.on("DELETE", "/market-links/all", success(null));
      api.on("PATCH", "/uiconfig/footer-settings", (request) =>
        success({ footerConfig: request.body }),
      );
      api.on(
        "DELETE",
        "/uiconfig/footer-settings",
        success({ footerConfig: { ...TEST_FOOTER, linkGroups: [] } }),
      );
    },
  });
}

const change = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe("the admin banners screen", () => {
  it("adds a banner, sending its fields", async () => {
    const { api } = renderSettings("/admin/banners");
    expect(await screen.findByRole("cell", { name: "120 / 7" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New banner" }));
    const form = screen.getByRole("region", { name: "New banner" });
    change("Title", "Debate tonight", form);
    change("Link URL", "https://example.com/debate", form);
    change("Order", "2", form);
    change("Language", "en", form);
    fireEvent.click(screen.getByRole("button", { name: "Add banner" }));
    expect(await screen.findByText("Banner created.")).toBeTruthy();
    expect(api.calls("POST", "/banners").map((call) => call.body)).toEqual([
      {
        language: "en",
        title: "Debate tonight",
        subtitle: null,
        imageUrl: null,
        linkUrl: "https://example.com/debate",
        order: 2,
        active: true,
        startsAt: null,
        endsAt: null,
      },
    ]);
  });

  it("refuses a bad link and edits, then deletes after confirming", async () => {
    const { api } = renderSettings("/admin/banners");
    const row = (await screen.findByRole("rowheader", { name: /Election night live/ })).closest(
      "tr",
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Edit" }));
    change("Link URL", "not a url");
    fireEvent.click(screen.getByRole("button", { name: "Save banner" }));
    expect(await screen.findByText("Please enter a valid URL.")).toBeTruthy();
    expect(screen.getByText("Please check the highlighted fields.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Link URL")));
    expect(api.calls("PATCH", "/banners/b_1")).toHaveLength(0);
    change("Link URL", "/markets/presidential");
    fireEvent.click(screen.getByRole("checkbox", { name: "Active" }));
    fireEvent.click(screen.getByRole("button", { name: "Save banner" }));
    expect(await screen.findByText("Banner saved.")).toBeTruthy();
    expect(api.calls("PATCH", "/banners/b_1")[0]!.body).toMatchObject({
      title: "Election night live",
      linkUrl: "/markets/presidential",
      active: false,
    });

    fireEvent.click(within(row).getByRole("button", { name: "Delete" }));
    expect(api.calls("DELETE", "/banners/b_1")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Confirm deletion" }));
    expect(await screen.findByText("Banner deleted.")).toBeTruthy();
    expect(api.calls("DELETE", "/banners/b_1")).toHaveLength(1);
  });
});

describe("the admin market links screen", () => {
  it("lists the links in order, adds, edits and deletes one", async () => {
    const { api } = renderSettings("/admin/market-links");
    const table = await screen.findByRole("table");
    const keys = within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(keys).toEqual(["all", "presidential"]);

    fireEvent.click(screen.getByRole("button", { name: "New link" }));
    change("Key", "local");
    change("URL", "/markets/local");
    change("Order", "3");
    change("Spanish text", "Locales");
    change("English text", "Local");
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    expect(await screen.findByText("Link created.")).toBeTruthy();
    expect(api.calls("POST", "/market-links").map((call) => call.body)).toEqual([
      { key: "local", url: "/markets/local", order: 3, text_en: "Local", text_es: "Locales" },
    ]);

    const presidential = within(table).getByRole("rowheader", { name: "presidential" })
      .parentElement as HTMLElement;
    fireEvent.click(within(presidential).getByRole("button", { name: "Edit" }));
    expect(screen.queryByLabelText("Key")).toBeNull();
    change("English text", "Presidential race");
    fireEvent.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByText("Link saved.")).toBeTruthy();
    expect(api.calls("PATCH", "/market-links/presidential").map((call) => call.body)).toEqual([
      {
        url: "/markets/presidential",
        order: 1,
        text_en: "Presidential race",
        text_es: "Presidenciales",
      },
    ]);

    const all = within(table).getByRole("rowheader", { name: "all" }).parentElement as HTMLElement;
    fireEvent.click(within(all).getByRole("button", { name: "Delete" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm deletion" }));
    expect(await screen.findByText("Link deleted.")).toBeTruthy();
    expect(api.calls("DELETE", "/market-links/all")).toHaveLength(1);
  });
});

describe("the admin footer screen", () => {
  it("saves the whole footer from the form and the link groups JSON", async () => {
    const { api } = renderSettings("/admin/footer");
    await screen.findByRole("heading", { level: 1, name: "Footer" });
    const name = await screen.findByLabelText("Name");
    expect((name as HTMLInputElement).value).toBe("Pulso");
    change("Name", "Pulso Electoral");
    change("Facebook", "https://facebook.com/pulso");
    change("English text", "Pulso Inc.");
    fireEvent.click(screen.getByRole("checkbox", { name: "Show the current year" }));
    const groups = [{ id: "help", localizedTitles: { en: "Help" }, links: [] }];
    change("Link groups (JSON)", JSON.stringify(groups));
    fireEvent.click(screen.getByRole("button", { name: "Save footer" }));
    expect(await screen.findByText("Footer saved.")).toBeTruthy();
    expect(api.calls("PATCH", "/uiconfig/footer-settings").map((call) => call.body)).toEqual([
      {
        configKey: "main",
        platform: {
          defaultName: "Pulso Electoral",
          defaultDescription: "Election prediction markets.",
          descriptionSpanish: "Mercados de predicción electoral.",
        },
        socialMedia: {
          twitter: "https://x.com/pulso",
          discord: "https://tiktok.com/@pulso",
          facebook: "https://facebook.com/pulso",
        },
        copyright: {
          localizedTexts: { en: "Pulso Inc.", es: "Pulso. Todos los derechos reservados." },
          showYear: false,
        },
        linkGroups: groups,
      },
    ]);
  });

  it("refuses link groups that are not valid JSON or not valid groups", async () => {
    const { api } = renderSettings("/admin/footer");
    await screen.findByLabelText("Link groups (JSON)");
    change("Link groups (JSON)", "[{");
    fireEvent.click(screen.getByRole("button", { name: "Save footer" }));
    expect(await screen.findByText(/^The JSON is not valid:/)).toBeTruthy();
    change("Link groups (JSON)", JSON.stringify([{ id: "x", localizedTitles: {}, links: [{}] }]));
    fireEvent.click(screen.getByRole("button", { name: "Save footer" }));
    expect(await screen.findByText(/^A group or link is not valid \(0\.links\.0\./)).toBeTruthy();
    expect(api.calls("PATCH", "/uiconfig/footer-settings")).toHaveLength(0);
  });

  it("resets to the default footer after confirming", async () => {
    const { api } = renderSettings("/admin/footer");
    await screen.findByLabelText("Link groups (JSON)");
    fireEvent.click(screen.getByRole("button", { name: "Reset to default" }));
    expect(api.calls("DELETE", "/uiconfig/footer-settings")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Confirm reset" }));
    expect(await screen.findByText("The footer was reset to the default.")).toBeTruthy();
    expect(api.calls("DELETE", "/uiconfig/footer-settings")).toHaveLength(1);
    await waitFor(() =>
      expect((screen.getByLabelText("Link groups (JSON)") as HTMLTextAreaElement).value).toBe("[]"),
    );
  });
});
