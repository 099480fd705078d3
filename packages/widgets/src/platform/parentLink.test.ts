import { beforeEach, describe, expect, it, vi } from "vitest";
import { createParentLink, findParentOrigin } from "./parentLink";
import { FRAME_PROTOCOL, type HostToFrameMessage } from "../frameProtocol/protocol";

const P = FRAME_PROTOCOL;
const NEWS = "https://news.example";

interface FakeFrameWindow {
  win: Window;
  parent: { postMessage: ReturnType<typeof vi.fn> };
  /** Delivers a message event to the frame's window. */
  receive(data: unknown, origin: string, source: unknown): void;
}

/** A window-like object for a frame: its parent, ancestor origins, referrer and message events. */
function frameWindow(
  options: { ancestors?: string[] | null; referrer?: string; framed?: boolean } = {},
): FakeFrameWindow {
  const events = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const ancestors = options.ancestors ?? null;
  const win = {
    location: {
      origin: "https://pulso.example",
      ...(ancestors
        ? {
            ancestorOrigins: {
              length: ancestors.length,
              item: (index: number) => ancestors[index] ?? null,
              contains: (origin: string) => ancestors.includes(origin),
            },
          }
        : {}),
    },
    document: { referrer: options.referrer ?? "" },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    postMessage: vi.fn(),
    parent: parent as unknown,
  };
  if (options.framed === false) win.parent = win;
  return {
    win: win as unknown as Window,
    parent,
    receive(data, origin, source) {
      events.dispatchEvent(
        new MessageEvent("message", { data, origin, source: source as MessageEventSource }),
      );
    },
  };
}

const theme = (vars: Record<string, unknown> = {}) => ({
  protocol: P,
  type: "theme",
  theme: "dark",
  vars,
});

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("findParentOrigin", () => {
  it("is null when the frame is not embedded", () => {
    const { win } = frameWindow({ framed: false, ancestors: [NEWS], referrer: `${NEWS}/` });
    expect(findParentOrigin(win, NEWS)).toBeNull();
  });

  it("takes the browser's ancestorOrigins first", () => {
    const { win } = frameWindow({
      ancestors: [NEWS, "https://top.example"],
      referrer: "https://other.example/",
    });
    expect(findParentOrigin(win, null)).toBe(NEWS);
  });

  it("falls back to the referrer's origin where there is no ancestorOrigins", () => {
    expect(
      findParentOrigin(frameWindow({ referrer: `${NEWS}/politics/article-1?ref=x` }).win, null),
    ).toBe(NEWS);
    expect(findParentOrigin(frameWindow({ ancestors: [], referrer: `${NEWS}/` }).win, null)).toBe(
      NEWS,
    );
  });

  it("keeps a port and drops anything past the origin", () => {
    const { win } = frameWindow({ referrer: "http://localhost:8080/a/b#c" });
    expect(findParentOrigin(win, null)).toBe("http://localhost:8080");
  });

  it("is null when the browser cannot tell", () => {
    expect(findParentOrigin(frameWindow().win, NEWS)).toBeNull();
    expect(findParentOrigin(frameWindow({ ancestors: ["null"] }).win, NEWS)).toBeNull();
    expect(findParentOrigin(frameWindow({ referrer: "javascript:alert(1)" }).win, NEWS)).toBeNull();
    expect(findParentOrigin(frameWindow({ referrer: "data:text/html,hi" }).win, NEWS)).toBeNull();
  });

  it("does not let the page's claimed origin change the answer", () => {
    const { win } = frameWindow({ ancestors: [NEWS] });
    expect(findParentOrigin(win, "https://evil.example")).toBe(NEWS);
    const viaReferrer = frameWindow({ referrer: `${NEWS}/` }).win;
    expect(findParentOrigin(viaReferrer, "https://evil.example")).toBe(NEWS);
  });
});

describe("createParentLink", () => {
  it("posts nothing when not embedded", () => {
    const fake = frameWindow({ framed: false });
    const link = createParentLink(fake.win, NEWS);
    expect(link.origin).toBeNull();
    link.post({ type: "ready" });
    expect(fake.parent.postMessage).not.toHaveBeenCalled();
    expect(
      (fake.win as unknown as { postMessage: ReturnType<typeof vi.fn> }).postMessage,
    ).not.toHaveBeenCalled();
  });

  it("posts to the parent at its exact origin, with the protocol marker", () => {
    const fake = frameWindow({ ancestors: [NEWS] });
    const link = createParentLink(fake.win, "https://evil.example");
    expect(link.origin).toBe(NEWS);
    link.post({ type: "resize", height: 480 });
    link.post({ type: "bet-placed", marketId: "m_1" });
    expect(fake.parent.postMessage.mock.calls).toEqual([
      [{ protocol: P, type: "resize", height: 480 }, NEWS],
      [{ protocol: P, type: "bet-placed", marketId: "m_1" }, NEWS],
    ]);
  });

  it("never throws when posting fails", () => {
    const fake = frameWindow({ ancestors: [NEWS] });
    fake.parent.postMessage.mockImplementation(() => {
      throw new Error("detached");
    });
    expect(() => createParentLink(fake.win, null).post({ type: "ready" })).not.toThrow();
  });

  it("delivers a valid theme from the parent at its origin, with only the allowed vars", () => {
    const fake = frameWindow({ ancestors: [NEWS] });
    const received: HostToFrameMessage[] = [];
    createParentLink(fake.win, null).onTheme((message) => received.push(message));
    fake.receive(
      theme({ "--pulso-color-accent": "#ff0066", "--pulso-color-bg": "red;background:url(x)" }),
      NEWS,
      fake.parent,
    );
    expect(received).toEqual([
      { protocol: P, type: "theme", theme: "dark", vars: { "--pulso-color-accent": "#ff0066" } },
    ]);
  });

  it("ignores theme messages from other windows, other origins and malformed ones", () => {
    const fake = frameWindow({ ancestors: [NEWS] });
    const listener = vi.fn();
    createParentLink(fake.win, null).onTheme(listener);
    const popup = { postMessage: vi.fn() };
    fake.receive(theme(), NEWS, popup);
    fake.receive(theme(), NEWS, null);
    fake.receive(theme(), "https://evil.example", fake.parent);
    fake.receive(theme(), "http://news.example", fake.parent);
    fake.receive({ ...theme(), theme: "neon" }, NEWS, fake.parent);
    fake.receive({ ...theme(), protocol: "other/1" }, NEWS, fake.parent);
    fake.receive({ ...theme(), script: "alert(1)" }, NEWS, fake.parent);
    fake.receive("theme", NEWS, fake.parent);
    expect(listener).not.toHaveBeenCalled();
  });

  it("stops delivering after unsubscribing", () => {
    const fake = frameWindow({ ancestors: [NEWS] });
    const listener = vi.fn();
    const stop = createParentLink(fake.win, null).onTheme(listener);
    fake.receive(theme(), NEWS, fake.parent);
    stop();
    fake.receive(theme(), NEWS, fake.parent);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("listens to nothing when not embedded", () => {
    const fake = frameWindow({ framed: false });
    const listener = vi.fn();
    const stop = createParentLink(fake.win, null).onTheme(listener);
    fake.receive(theme(), NEWS, fake.win);
    expect(listener).not.toHaveBeenCalled();
    expect(() => stop()).not.toThrow();
  });
});
