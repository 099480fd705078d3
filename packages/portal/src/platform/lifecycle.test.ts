import { describe, expect, it, vi } from "vitest";
import { connectForPageLifetime } from "./lifecycle";

function fakePulso() {
  return { start: vi.fn(() => Promise.resolve()), stop: vi.fn() };
}

const pageEvent = (type: string, persisted: boolean) =>
  Object.assign(new Event(type), { persisted });

describe("the realtime connection's lifetime", () => {
  it("starts at once and stops when the page is hidden", () => {
    const pulso = fakePulso();
    const page = new EventTarget();
    connectForPageLifetime(pulso, page as unknown as Window);
    expect(pulso.start).toHaveBeenCalledTimes(1);
    expect(pulso.stop).not.toHaveBeenCalled();
    page.dispatchEvent(pageEvent("pagehide", false));
    expect(pulso.stop).toHaveBeenCalledTimes(1);
  });

  it("starts again when the page comes back from the back-forward cache, not on a fresh show", () => {
    const pulso = fakePulso();
    const page = new EventTarget();
    connectForPageLifetime(pulso, page as unknown as Window);
    page.dispatchEvent(pageEvent("pageshow", false));
    expect(pulso.start).toHaveBeenCalledTimes(1);
    page.dispatchEvent(pageEvent("pagehide", true));
    page.dispatchEvent(pageEvent("pageshow", true));
    expect(pulso.stop).toHaveBeenCalledTimes(1);
    expect(pulso.start).toHaveBeenCalledTimes(2);
  });

  it("stops following the page when disposed", () => {
    const pulso = fakePulso();
    const page = new EventTarget();
    const dispose = connectForPageLifetime(pulso, page as unknown as Window);
    dispose();
    expect(pulso.stop).toHaveBeenCalledTimes(1);
    page.dispatchEvent(pageEvent("pageshow", true));
    page.dispatchEvent(pageEvent("pagehide", false));
    expect(pulso.start).toHaveBeenCalledTimes(1);
    expect(pulso.stop).toHaveBeenCalledTimes(1);
  });
});
