import { beforeEach, describe, expect, it, vi } from "vitest";
import { frameKeepsCookies, requestCookieAccess, type CookieDocument } from "./cookieAccess";

/**
 * A document whose cookies are kept or dropped as a browser would for a frame: `keeps` says
 * whether writes stick (a reader's setting may change it, as storage access does). Every write is
 * recorded, attributes and all.
 */
function fakeDocument(options: { keeps: boolean; jar?: Record<string, string> }) {
  const jar = new Map(Object.entries(options.jar ?? {}));
  const writes: string[] = [];
  const state = { keeps: options.keeps };
  const doc = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      writes.push(text);
      if (!state.keeps) return;
      const [pair = "", ...attributes] = text.split(";").map((part) => part.trim());
      const [name = "", value = ""] = pair.split("=");
      if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return { doc: doc as CookieDocument, jar, writes, state };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("frameKeepsCookies", () => {
  it("is true where the cookie reads back, and leaves no probe behind", () => {
    const fake = fakeDocument({ keeps: true, jar: { other: "1" } });
    expect(frameKeepsCookies(fake.doc)).toBe(true);
    expect([...fake.jar.keys()]).toEqual(["other"]);
  });

  it("writes the probe with the embed cookie's attributes, and deletes it with them", () => {
    const fake = fakeDocument({ keeps: true });
    frameKeepsCookies(fake.doc);
    expect(fake.writes[0]).toMatch(
      /^pulso_probe=[0-9a-f]{32}; Path=\/; Secure; SameSite=None; Partitioned$/,
    );
    expect(fake.writes[1]).toBe(
      "pulso_probe=; Path=/; Secure; SameSite=None; Partitioned; Max-Age=0",
    );
  });

  it("is false where the browser drops the frame's cookies", () => {
    const fake = fakeDocument({ keeps: false });
    expect(frameKeepsCookies(fake.doc)).toBe(false);
    expect(fake.writes).toHaveLength(1);
  });

  it("is not fooled by a probe an earlier page left behind", () => {
    const fake = fakeDocument({ keeps: false, jar: { pulso_probe: "0".repeat(32) } });
    expect(frameKeepsCookies(fake.doc)).toBe(false);
  });

  it("is false where reading or writing cookies throws (a sandboxed document)", () => {
    const refusing = {
      get cookie(): string {
        throw new DOMException("The document is sandboxed", "SecurityError");
      },
      set cookie(_text: string) {
        throw new DOMException("The document is sandboxed", "SecurityError");
      },
    };
    expect(frameKeepsCookies(refusing)).toBe(false);
  });
});

describe("requestCookieAccess", () => {
  it("asks for storage access at once, inside the caller's click, before any await", () => {
    const fake = fakeDocument({ keeps: false });
    const ask = vi.fn(() => new Promise<void>(() => {}));
    fake.doc.requestStorageAccess = ask;
    void requestCookieAccess(fake.doc);
    // Still in the same task: a browser would still see the reader's activation.
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("says granted when the browser grants it and the frame now keeps its cookies", async () => {
    const fake = fakeDocument({ keeps: false });
    fake.doc.requestStorageAccess = () => {
      fake.state.keeps = true;
      return Promise.resolve();
    };
    await expect(requestCookieAccess(fake.doc)).resolves.toBe("granted");
  });

  it("says denied when the browser grants it but the cookie still does not stick", async () => {
    const fake = fakeDocument({ keeps: false });
    fake.doc.requestStorageAccess = () => Promise.resolve();
    await expect(requestCookieAccess(fake.doc)).resolves.toBe("denied");
  });

  it("says denied when the browser refuses (NotAllowedError) or the call throws", async () => {
    const refused = fakeDocument({ keeps: false });
    refused.doc.requestStorageAccess = () =>
      Promise.reject(new DOMException("Permission denied.", "NotAllowedError"));
    await expect(requestCookieAccess(refused.doc)).resolves.toBe("denied");
    const throwing = fakeDocument({ keeps: false });
    throwing.doc.requestStorageAccess = () => {
      throw new TypeError("Illegal invocation");
    };
    await expect(requestCookieAccess(throwing.doc)).resolves.toBe("denied");
  });

  it("says unsupported where the browser has no Storage Access API", async () => {
    const fake = fakeDocument({ keeps: false });
    await expect(requestCookieAccess(fake.doc)).resolves.toBe("unsupported");
    expect(fake.writes).toHaveLength(0);
  });
});
