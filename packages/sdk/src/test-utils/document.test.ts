// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetDocument } from "./document";

describe("resetDocument", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("leaves nothing of what a test file put in the document, its storage, cookies, URL or clock", () => {
    const style = document.createElement("style");
    document.head.append(style);
    document.body.innerHTML = `<div role="dialog">Left open</div>`;
    document.documentElement.lang = "en";
    document.documentElement.dataset.theme = "dark";
    document.body.style.overflow = "hidden";
    document.title = "A market";
    localStorage.setItem("pulso:lang", "en");
    sessionStorage.setItem("pulso:draft", "1");
    document.cookie = "pulso_hint=1; path=/";
    history.pushState(null, "", "/market/m_1?tab=comments");
    vi.useFakeTimers();

    resetDocument();

    expect(document.head.childNodes).toHaveLength(0);
    expect(document.body.childNodes).toHaveLength(0);
    expect(document.documentElement.getAttributeNames()).toEqual([]);
    expect(document.body.getAttributeNames()).toEqual([]);
    expect(document.title).toBe("");
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
    expect(document.cookie).toBe("");
    expect(location.pathname + location.search).toBe("/");
    expect(vi.isFakeTimers()).toBe(false);
  });
});
