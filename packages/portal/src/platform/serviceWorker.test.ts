import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./serviceWorker";

describe("the service worker's registration", () => {
  it("registers /sw.js for the whole site once the page has loaded", async () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    const page = new EventTarget();
    registerServiceWorker({ register }, page as unknown as Window, () => false);
    expect(register).not.toHaveBeenCalled();
    page.dispatchEvent(new Event("load"));
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("registers at once after load, and does nothing without service workers", () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    registerServiceWorker({ register }, new EventTarget() as unknown as Window, () => true);
    expect(register).toHaveBeenCalledTimes(1);
    expect(() =>
      registerServiceWorker(undefined, new EventTarget() as unknown as Window, () => true),
    ).not.toThrow();
  });

  it("only warns when the registration fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const register = vi.fn(() => Promise.reject(new Error("insecure")));
    registerServiceWorker({ register }, new EventTarget() as unknown as Window, () => true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
