import { afterEach, describe, expect, it, vi } from "vitest";
import { holdPaintedInput } from "./paintedInput";

/** A root holding the painted page's markup. */
function paintedRoot(markup: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

/** The app's first render in place of the painted markup, its buttons calling `onClick`. */
function takeOver(root: HTMLElement, markup: string, onClick: (name: string) => void): void {
  root.innerHTML = markup;
  for (const button of root.querySelectorAll("button")) {
    button.addEventListener("click", () => onClick(button.textContent ?? ""));
  }
}

const PAGE =
  '<header><button>Menú</button></header><main><button>Insertar</button><a href="/markets/all">Mercados</a></main>';

/** Listeners put on the document's body, which the next test files share (no isolation). */
const bodyListeners: [string, EventListener][] = [];
function onBody(type: string, listener: EventListener): void {
  document.body.addEventListener(type, listener);
  bodyListeners.push([type, listener]);
}

afterEach(() => {
  for (const [type, listener] of bodyListeners.splice(0)) {
    document.body.removeEventListener(type, listener);
  }
  document.body.replaceChildren();
});

describe("holdPaintedInput", () => {
  it("gives a tap on a painted button to the same button of the app's page, once", () => {
    const root = paintedRoot(PAGE);
    const held = holdPaintedInput(root);
    const painted = root.querySelectorAll("button")[1]!;
    const reachedPage = vi.fn();
    onBody("click", reachedPage);
    painted.click();
    // The painted button does nothing meanwhile, and the tap goes no further.
    expect(reachedPage).not.toHaveBeenCalled();
    const clicked = vi.fn();
    takeOver(root, PAGE, clicked);
    held.release();
    expect(clicked.mock.calls).toEqual([["Insertar"]]);
    // Released: the app's buttons work as they do.
    root.querySelectorAll("button")[0]!.click();
    expect(clicked.mock.calls).toEqual([["Insertar"], ["Menú"]]);
  });

  it("gives it to no other button when the app's page differs there", () => {
    const root = paintedRoot(PAGE);
    const held = holdPaintedInput(root);
    root.querySelectorAll("button")[1]!.click();
    const clicked = vi.fn();
    // Signed in by then: the bar has one more button, and the second is another one.
    takeOver(root, "<header><button>Menú</button><button>Ana · $12</button></header>", clicked);
    held.release();
    expect(clicked).not.toHaveBeenCalled();
  });

  it("leaves links alone, and without a tap clicks nothing", () => {
    const root = paintedRoot(PAGE);
    const held = holdPaintedInput(root);
    const link = root.querySelector("a")!;
    const followed = vi.fn((event: Event) => event.preventDefault());
    onBody("click", followed);
    link.click();
    // The link's click goes on as usual (here the test stops the navigation).
    expect(followed).toHaveBeenCalledTimes(1);
    const clicked = vi.fn();
    takeOver(root, PAGE, clicked);
    held.release();
    expect(clicked).not.toHaveBeenCalled();
  });

  it("gives the keyboard focus to the app's same control when the takeover dropped it", () => {
    const root = paintedRoot(PAGE);
    const held = holdPaintedInput(root);
    root.querySelector("a")!.focus();
    takeOver(root, PAGE, vi.fn());
    // The focused link went with the painted markup.
    expect(document.activeElement).toBe(document.body);
    held.release();
    expect(document.activeElement).toBe(root.querySelector("a"));
  });

  it("finds that control past one more before it, and leaves the focus the reader moved away", () => {
    const root = paintedRoot(PAGE);
    const held = holdPaintedInput(root);
    root.querySelectorAll("button")[1]!.focus();
    takeOver(
      root,
      `<header><button>Menú</button><button>Ana · $12</button></header>${PAGE}`,
      vi.fn(),
    );
    held.release();
    expect(document.activeElement?.textContent).toBe("Insertar");

    const again = paintedRoot(PAGE);
    const second = holdPaintedInput(again);
    again.querySelector("a")!.focus();
    const outside = document.createElement("button");
    document.body.append(outside);
    outside.focus();
    takeOver(again, PAGE, vi.fn());
    second.release();
    expect(document.activeElement).toBe(outside);
  });

  it("types the text typed into a painted field into the app's same field", () => {
    const field =
      '<label>Buscar mercados<input type="search" name="q" placeholder="Buscar…"></label>';
    const root = paintedRoot(`${PAGE}${field}`);
    const held = holdPaintedInput(root);
    const painted = root.querySelector("input")!;
    painted.value = "presi";
    painted.dispatchEvent(new Event("input", { bubbles: true }));
    takeOver(root, `${PAGE}${field}`, vi.fn());
    const typed = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    root.addEventListener("input", typed);
    held.release();
    expect(root.querySelector("input")!.value).toBe("presi");
    expect(typed.mock.results.map((result) => result.value)).toEqual(["presi"]);
  });
});
