import { describe, expect, it, vi } from "vitest";
import { defineElement } from "./defineElement";

describe("defineElement: one definition per tag, never a throw into the page", () => {
  it("keeps the first definition when a tag is defined again (a second chunk, a second copy)", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    defineElement("pulso-define-once", First);
    defineElement("pulso-define-once", Second);
    expect(customElements.get("pulso-define-once")).toBe(First);
    expect(document.createElement("pulso-define-once")).toBeInstanceOf(First);
    // A second definition is expected, not a failure: nothing is logged.
    expect(error).not.toHaveBeenCalled();
  });

  it("leaves alone a tag some other code defined first", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    class Theirs extends HTMLElement {}
    class Ours extends HTMLElement {}
    customElements.define("pulso-defined-elsewhere", Theirs);
    expect(() => defineElement("pulso-defined-elsewhere", Ours)).not.toThrow();
    expect(customElements.get("pulso-defined-elsewhere")).toBe(Theirs);
    expect(error).not.toHaveBeenCalled();
  });

  it("logs instead of throwing when the browser refuses a definition", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    class Refused extends HTMLElement {}
    expect(() => defineElement("not-a-valid name", Refused)).not.toThrow();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pulso\] defining <not-a-valid name> failed/),
      expect.anything(),
    );
  });
});
