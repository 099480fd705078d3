import type { Language, Market } from "@pulso/core";
import { sampleMarket } from "@pulso/core/testing";
import { success } from "@pulso/sdk/testing";
import { EMBED_TAGS } from "@pulso/widgets";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPortal } from "../test-utils/renderPortal";

const market = sampleMarket();
const ORIGIN = window.location.origin;
/** A market the API gives in English, with its Spanish texts beside. */
const englishTitle = "Will candidate A win the presidency?";
const bilingual = sampleMarket({
  title: englishTitle,
  translations: {
    es: market.translations.es!,
    en: { ...market.translations.es!, title: englishTitle },
  },
});

afterEach(() => {
  cleanup();
  // The clipboard each test gave the page.
  Reflect.deleteProperty(navigator, "clipboard");
});

/** Gives the page a clipboard whose writeText does what `write` does. */
function clipboard(write: (text: string) => Promise<void>) {
  const writeText = vi.fn(write);
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  return writeText;
}

/** The market page, with its Embed dialog opened from the page's button. */
async function openBuilder(options: { lang?: Language; market?: Market } = {}) {
  const lang = options.lang ?? "en";
  const shown = options.market ?? market;
  renderPortal(`/market/${shown._id}`, {
    lang,
    prepare: (api) => api.on("GET", `/polls/${shown._id}`, success({ poll: shown })),
  });
  await screen.findByRole("heading", { level: 1, name: shown.title });
  const button = screen.getByRole("button", { name: lang === "en" ? "Embed" : "Insertar" });
  fireEvent.click(button);
  const dialog = screen.getByRole("dialog", {
    name: lang === "en" ? "Embed this market" : "Insertar este mercado",
  });
  return { button, dialog };
}

/** The HTML of a code box, parsed as a page would parse the pasted code. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

/** What the dialog offers to copy, and what its preview shows. */
function shownCode(dialog: HTMLElement, title = market.title) {
  const box = (name: string) =>
    (within(dialog).getByRole("textbox", { name }) as HTMLTextAreaElement).value;
  const script = box("Script and element (recommended)");
  const iframe = box("Iframe");
  const scriptPage = parsed(script);
  const iframePage = parsed(iframe);
  const frame = iframePage.querySelector("iframe")!;
  return {
    script,
    iframe,
    oEmbed: box("oEmbed link"),
    loader: scriptPage.querySelector("script")!,
    element: scriptPage.querySelector("script + *")!,
    frame,
    frameSrc: new URL(frame.getAttribute("src")!),
    link: iframePage.querySelector("a")!,
    preview: new URL((within(dialog).getByTitle(`Preview: ${title}`) as HTMLIFrameElement).src),
  };
}

const choose = (dialog: HTMLElement, group: string, option: string) =>
  fireEvent.click(
    within(within(dialog).getByRole("group", { name: group })).getByRole("radio", {
      name: option,
    }),
  );

describe("the market page's Embed dialog", () => {
  it("opens from the market page with the market card's code in both forms and its oEmbed link", async () => {
    const { dialog } = await openBuilder();
    expect(dialog.contains(document.activeElement)).toBe(true);

    const code = shownCode(dialog);
    expect(code.script).toBe(
      `<script type="module" src="${ORIGIN}/embed.js" async></script>\n` +
        `<pulso-market-card market="m_1" lang="en" theme="light" style="display:block;min-height:320px;max-width:450px"></pulso-market-card>`,
    );
    expect(code.loader.type).toBe("module");
    expect(code.loader.hasAttribute("async")).toBe(true);
    // The iframe form: the card's page at the preset's width and the card's reserved height,
    // then a link to the market for pages that strip iframes.
    expect(code.frameSrc.href).toBe(`${ORIGIN}/embed/view/market-card/m_1?lang=en&theme=light`);
    expect(code.frame.getAttribute("width")).toBe("450");
    expect(code.frame.getAttribute("height")).toBe(String(EMBED_TAGS["pulso-market-card"].height));
    expect(code.frame.getAttribute("title")).toBe(market.title);
    expect(code.link.getAttribute("href")).toBe(`${ORIGIN}/market/m_1`);
    expect(code.link.textContent).toBe(`“${market.title}” on Pulso`);
    // The preview shows what the iframe form shows.
    expect(code.preview.href).toBe(code.frameSrc.href);
    expect(code.oEmbed).toBe(`${ORIGIN}/market/m_1`);
    expect(within(dialog).getByText(/paste this link on its own line/)).toBeTruthy();
  });

  it("changes both code forms and the preview as each choice changes", async () => {
    const { dialog } = await openBuilder({ market: bilingual });
    const shown = () => shownCode(dialog, englishTitle);
    expect(shown().link.textContent).toBe(`“${englishTitle}” on Pulso`);

    choose(dialog, "Theme", "Dark");
    let code = shown();
    expect(code.element.getAttribute("theme")).toBe("dark");
    expect(code.frameSrc.searchParams.get("theme")).toBe("dark");
    expect(code.preview.searchParams.get("theme")).toBe("dark");

    choose(dialog, "Widget language", "Español");
    code = shown();
    expect(code.element.getAttribute("lang")).toBe("es");
    expect(code.frameSrc.searchParams.get("lang")).toBe("es");
    expect(code.preview.searchParams.get("lang")).toBe("es");
    // The link and the frame's name take the market's title in the widget's language.
    expect(code.link.textContent).toBe(`«${market.title}» en Pulso`);
    expect(code.frame.getAttribute("title")).toBe(market.title);

    choose(dialog, "Size", "Wide (600 px)");
    code = shown();
    expect(code.element.getAttribute("style")).toBe(
      "display:block;min-height:320px;max-width:600px",
    );
    expect(code.frame.getAttribute("width")).toBe("600");
    expect(within(dialog).getByTitle(`Preview: ${englishTitle}`).style.maxWidth).toBe("600px");

    const chart = within(dialog).getByRole("checkbox", { name: "Show the week's chart" });
    fireEvent.click(chart);
    code = shown();
    expect(code.element.getAttribute("chart")).toBe("off");
    expect(code.frameSrc.searchParams.get("chart")).toBe("off");
    expect(code.preview.searchParams.get("chart")).toBe("off");
    fireEvent.click(chart);
    code = shown();
    expect(code.element.hasAttribute("chart")).toBe(false);
    expect(code.frameSrc.searchParams.has("chart")).toBe(false);

    choose(dialog, "Widget", "Price chart");
    code = shown();
    expect(code.element.localName).toBe("pulso-price-chart");
    expect(code.element.getAttribute("style")).toBe(
      `display:block;min-height:${EMBED_TAGS["pulso-price-chart"].height}px;max-width:600px`,
    );
    expect(code.frameSrc.pathname).toBe("/embed/view/price-chart/m_1");
    expect(code.frame.getAttribute("height")).toBe(String(EMBED_TAGS["pulso-price-chart"].height));
    expect(code.preview.pathname).toBe("/embed/view/price-chart/m_1");
    // The other choices stay as they were; only the card has a chart to hide.
    expect(code.element.getAttribute("theme")).toBe("dark");
    expect(within(dialog).queryByRole("checkbox")).toBeNull();

    choose(dialog, "Widget", "Bet ticket");
    code = shown();
    expect(code.element.localName).toBe("pulso-bet-ticket");
    expect(code.frame.getAttribute("height")).toBe(String(EMBED_TAGS["pulso-bet-ticket"].height));
    expect(code.preview.pathname).toBe("/embed/view/bet-ticket/m_1");
  });

  it("offers a poll market as its poll", async () => {
    const poll = sampleMarket({ kind: "poll" });
    const { dialog } = await openBuilder({ market: poll });
    const widgets = within(within(dialog).getByRole("group", { name: "Widget" })).getAllByRole(
      "radio",
    );
    expect(widgets.map((radio) => radio.closest("label")?.textContent)).toEqual(["Poll"]);
    expect(widgets[0]).toHaveProperty("checked", true);
    const code = shownCode(dialog);
    expect(code.element.localName).toBe("pulso-poll");
    expect(code.element.getAttribute("style")).toBe(
      `display:block;min-height:${EMBED_TAGS["pulso-poll"].height}px;max-width:450px`,
    );
    expect(code.frameSrc.pathname).toBe("/embed/view/poll/m_1");
    expect(code.frame.getAttribute("height")).toBe(String(EMBED_TAGS["pulso-poll"].height));
    expect(within(dialog).queryByRole("checkbox")).toBeNull();
  });

  it("copies each form exactly as shown and says so", async () => {
    const writeText = clipboard(async () => {});
    const { dialog } = await openBuilder();
    choose(dialog, "Theme", "Dark");
    const code = shownCode(dialog);

    fireEvent.click(within(dialog).getByRole("button", { name: "Copy the script code" }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(code.script));
    const [scriptStatus, iframeStatus, linkStatus] = within(dialog).getAllByRole("status");
    await waitFor(() => expect(scriptStatus?.textContent).toBe("Copied"));
    expect(scriptStatus?.getAttribute("aria-live")).toBe("polite");
    expect(iframeStatus?.textContent).toBe("");

    fireEvent.click(within(dialog).getByRole("button", { name: "Copy the iframe code" }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(code.iframe));
    await waitFor(() => expect(iframeStatus?.textContent).toBe("Copied"));

    fireEvent.click(within(dialog).getByRole("button", { name: "Copy the oEmbed link" }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(`${ORIGIN}/market/m_1`));
    await waitFor(() => expect(linkStatus?.textContent).toBe("Copied"));

    // Another choice is other code: "Copied" no longer speaks of what the box shows.
    choose(dialog, "Theme", "Light");
    expect(scriptStatus?.textContent).toBe("");
  });

  it("selects the code for copying by hand when the browser refuses the clipboard", async () => {
    clipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    const { dialog } = await openBuilder();
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy the iframe code" }));
    const box = within(dialog).getByRole("textbox", { name: "Iframe" }) as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
    expect(within(dialog).getAllByRole("status")[1]?.textContent).toMatch(
      /could not copy automatically: the text is selected/i,
    );
  });

  it("closes on Escape and on Close, giving the focus back to the Embed button", async () => {
    const { button, dialog } = await openBuilder();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    const again = screen.getByRole("dialog", { name: "Embed this market" });
    fireEvent.click(within(again).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("speaks Spanish, and starts with the portal's language for the widget", async () => {
    const { dialog } = await openBuilder({ lang: "es" });
    expect(within(dialog).getByRole("group", { name: "Tema" })).toBeTruthy();
    expect(within(dialog).getByRole("radio", { name: "Oscuro" })).toBeTruthy();
    expect(
      within(dialog).getByRole("button", { name: "Copiar el código con script" }),
    ).toBeTruthy();
    const script = (
      within(dialog).getByRole("textbox", {
        name: "Script y elemento (recomendado)",
      }) as HTMLTextAreaElement
    ).value;
    expect(parsed(script).querySelector("pulso-market-card")?.getAttribute("lang")).toBe("es");
    expect(within(dialog).getByText(/pega este enlace solo, en su propia línea/)).toBeTruthy();
  });
});
