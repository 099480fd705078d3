import type { MessageShape } from "../i18n/messageShape";
import type { esEmbedBuilderMessages } from "./messages";

/** The embed builder's texts in English. */
export const enEmbedBuilderMessages: MessageShape<typeof esEmbedBuilderMessages> = {
  open: "Embed",
  title: "Embed this market",
  intro: "Choose how it looks on your site and copy the code into your page or CMS.",
  close: "Close",
  options: "Widget options",
  widget: "Widget",
  widgets: {
    "market-card": "Market card",
    "price-chart": "Price chart",
    "bet-ticket": "Bet ticket",
    poll: "Poll",
  },
  size: "Size",
  sizes: {
    compact: "Compact ({{width}} px)",
    standard: "Standard ({{width}} px)",
    wide: "Wide ({{width}} px)",
  },
  theme: "Theme",
  themes: {
    light: "Light",
    dark: "Dark",
    auto: "Automatic (the reader's)",
  },
  language: "Widget language",
  chart: "Show the week's chart",
  preview: "Preview",
  previewFrame: "Preview: {{title}}",
  previewSize:
    "Up to {{width}} px wide; reserves {{height}} px of height so the article does not move as it loads.",
  code: "Code to copy",
  script: "Script and element (recommended)",
  scriptHint:
    "For pages that allow scripts: live, with betting inside the article. The script goes once per page, however many widgets you embed.",
  copyScript: "Copy the script code",
  iframe: "Iframe",
  iframeHint:
    "For CMSs and pages that allow no scripts. It carries a link to the market in case the CMS removes the iframe.",
  copyIframe: "Copy the iframe code",
  oEmbed: "oEmbed link",
  oEmbedHint:
    "In WordPress and other CMSs with oEmbed, paste this link on its own line: the CMS inserts the market card.",
  copyOEmbed: "Copy the oEmbed link",
  copy: "Copy",
  copied: "Copied",
  copyFailed:
    "Could not copy automatically: the text is selected, copy it with Ctrl+C (Cmd+C on a Mac).",
};
