import { describe, expect, it } from "vitest";
import { embedIframeHtml, embedViewUrl, escapeHtml, isEmbedViewWidget } from "./embed";

describe("a widget's own page (embedViewUrl)", () => {
  it("names the widget and the market, with only the settings given", () => {
    const base = "https://pulso.example";
    expect(embedViewUrl(base, "market-card", "m_42")).toBe(
      "https://pulso.example/embed/view/market-card/m_42",
    );
    expect(
      embedViewUrl(base, "market-card", "m 42/x", { lang: "en", theme: "dark", chart: false }),
    ).toBe("https://pulso.example/embed/view/market-card/m%2042%2Fx?lang=en&theme=dark&chart=off");
    // The chart is on unless turned off.
    expect(embedViewUrl(base, "poll", "p", { chart: true })).toBe(`${base}/embed/view/poll/p`);
    expect(isEmbedViewWidget("bet-ticket")).toBe(true);
    expect(isEmbedViewWidget("comments")).toBe(false);
  });
});

describe("the iframe form of the embed code (embedIframeHtml)", () => {
  it("carries its size in attributes a CMS keeps and in style, then a plain link, all escaped", () => {
    const html = embedIframeHtml({
      src: "https://pulso.example/embed/view/market-card/m?lang=es&chart=off",
      title: `"¿Gana <b>A</b>?"`,
      width: 300,
      height: 200,
      href: "https://pulso.example/market/m",
      linkText: "«¿Gana <b>A</b>?» en Pulso",
    });
    expect(html).toBe(
      '<iframe src="https://pulso.example/embed/view/market-card/m?lang=es&amp;chart=off"' +
        ' title="&quot;¿Gana &lt;b&gt;A&lt;/b&gt;?&quot;" width="300" height="200" frameborder="0"' +
        ' loading="lazy" style="display:block;width:100%;max-width:300px;height:200px;border:0">' +
        "</iframe>" +
        '<p><a href="https://pulso.example/market/m">«¿Gana &lt;b&gt;A&lt;/b&gt;?» en Pulso</a></p>',
    );
  });

  it("escapes every character that could end an attribute or open a tag", () => {
    expect(escapeHtml(`<a href='x'>&"`)).toBe("&lt;a href=&#39;x&#39;&gt;&amp;&quot;");
  });
});
