import { afterEach, describe, expect, it, vi } from "vitest";
import { holdPaintedClicks } from "./paintedClicks";

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

afterEach(() => {
  document.body.replaceChildren();
});

describe("holdPaintedClicks", () => {
  it("gives a tap on a painted button to the same button of the app's page, once", () => {
    const root = paintedRoot(PAGE);
    const held = holdPaintedClicks(root);
    const painted = root.querySelectorAll("button")[1]!;
    const reachedPage = vi.fn();
    document.body.addEventListener("click", reachedPage);
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
    const held = holdPaintedClicks(root);
    root.querySelectorAll("button")[1]!.click();
    const clicked = vi.fn();
    // Signed in by then: the bar has one more button, and the second is another one.
    takeOver(root, "<header><button>Menú</button><button>Ana · $12</button></header>", clicked);
    held.release();
    expect(clicked).not.toHaveBeenCalled();
  });

  it("leaves links alone, and without a tap clicks nothing", () => {
    const root = paintedRoot(PAGE);
    const held = holdPaintedClicks(root);
    const link = root.querySelector("a")!;
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.body.addEventListener("click", followed);
    link.click();
    // The link's click goes on as usual (here the test stops the navigation).
    expect(followed).toHaveBeenCalledTimes(1);
    const clicked = vi.fn();
    takeOver(root, PAGE, clicked);
    held.release();
    expect(clicked).not.toHaveBeenCalled();
  });
});
