import { expect, test, type APIRequestContext, type Frame, type Page } from "@playwright/test";
import { NEWSPAPER, PLATFORM } from "../playwright.config";
import { uniqueEmail } from "../support/portalSession";

const API = `${PLATFORM}/api/v1`;

/**
 * Issue 8 item 5: comments carrying script payloads render as inert text in the portal and in the
 * comments frame on a news site, and the portal's pages run under their Content-Security-Policy
 * without a single violation.
 */

/** Comments a hostile reader might post; each would run script if it were rendered as HTML. */
const PAYLOADS = [
  `<script>window.__pwned = "script"; alert("script")</script>`,
  `<img src="x" onerror="window.__pwned = 'img'; alert('img')">`,
  `<a href="javascript:window.__pwned='link';alert('link')">gana dinero</a>`,
  `<svg onload="window.__pwned = 'svg'; alert('svg')"><script>alert("svg script")</script></svg>`,
  `[pulsa aquí](javascript:alert("markdown")) <iframe src="javascript:alert('frame')"></iframe>`,
];

/** What an injected payload would have left in a document, had any of it been parsed as HTML. */
const INJECTED = [
  "img[src='x']",
  "[onerror]",
  "[onload]",
  "a[href^='javascript:']",
  "svg[onload]",
  "iframe[src^='javascript:']",
].join(", ");

/** The market whose comments the example newspaper embeds (its first `<pulso-comments>`). */
async function newspaperCommentsMarket(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(NEWSPAPER)).text();
  const id = /<pulso-comments\b[^>]*\smarket="([^"]+)"/.exec(html)?.[1];
  if (!id) throw new Error("the example newspaper embeds no comments");
  return id;
}

/** Signs up a reader through the API and posts every payload on the market, as them. */
async function postPayloads(request: APIRequestContext, marketId: string): Promise<void> {
  const signup = await request.post(`${API}/auth/signup`, {
    data: { name: "Lectora Hostil", email: uniqueEmail("xss"), password: "Journey123" },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const token = (await signup.json()).token as string;
  for (const content of PAYLOADS) {
    const posted = await request.post(`${API}/comments/polls/${marketId}/comments`, {
      headers: { authorization: `Bearer ${token}` },
      data: { content },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    // Stored as written: rendering, not the server, must make it harmless.
    expect((await posted.json()).data.comment.content).toBe(content);
  }
}

/** Dialogs and CSP violations a page (any of its frames) raised. */
function watch(page: Page): { dialogs: string[]; violations: string[] } {
  const seen = { dialogs: [] as string[], violations: [] as string[] };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|evaluate)/i.test(message.text()))
      seen.violations.push(message.text());
  });
  return seen;
}

/** Asserts every payload shows as its literal text and left nothing behind in `frame`. */
async function expectInert(frame: Page | Frame): Promise<void> {
  for (const payload of PAYLOADS) {
    await expect(frame.getByText(payload, { exact: true }).first()).toBeVisible();
  }
  await expect(frame.locator(INJECTED)).toHaveCount(0);
  expect(await frame.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
}

test.describe("script payloads in comments", () => {
  let marketId: string;
  test.beforeAll(async ({ request }) => {
    marketId = await newspaperCommentsMarket(request);
    await postPayloads(request, marketId);
  });

  test("render as text in the portal's market page, under its CSP", async ({ page }) => {
    const seen = watch(page);
    const response = await page.goto(`${PLATFORM}/market/${marketId}`);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("script-src 'self'");
    await expectInert(page);
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  });

  test("render as text in the comments frame on the news site", async ({ page }) => {
    const seen = watch(page);
    await page.goto(NEWSPAPER);
    await page.locator("pulso-comments").scrollIntoViewIfNeeded();
    const comments = page.frameLocator("pulso-comments iframe");
    // The frame shows the comments that fit its reserved box; the reader asks for the rest.
    await comments.getByRole("button", { name: "Cargar más comentarios" }).click();
    await expect(comments.getByText(PAYLOADS[0]!, { exact: true }).first()).toBeVisible();
    const frame = page
      .frames()
      .find((candidate) => candidate.url().includes("/embed/frame/comments"));
    if (!frame) throw new Error("the comments frame is missing");
    await expectInert(frame);
    // Nor did anything reach the news site's own document.
    await expect(page.locator(INJECTED)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(seen.dialogs).toEqual([]);
  });
});

test.describe("the portal under its Content-Security-Policy", () => {
  test("runs the home and the reset page without a violation; the reset page sends no Referer", async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto(`${PLATFORM}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const reset = await page.goto(`${PLATFORM}/resetPassword/not-a-real-token-0123456789`);
    expect(reset?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(reset?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await expect(page.locator("input[type='password']")).toHaveCount(2);
    expect(seen.violations).toEqual([]);
  });
});
