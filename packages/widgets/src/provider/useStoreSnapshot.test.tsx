import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useStoreSnapshot } from "./useStoreSnapshot";

afterEach(() => {
  cleanup();
  rendered = [];
});

/** A store of one value that counts its listeners. */
function valueStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange: () => void) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => value,
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

/** Every value the component rendered, in order. */
let rendered: string[] = [];

function Shown({ store }: { store: ReturnType<typeof valueStore> }) {
  const value = useStoreSnapshot(store.subscribe, store.getSnapshot);
  rendered.push(value);
  return <p>{value}</p>;
}

const shownText = () => screen.getByRole("paragraph").textContent;

describe("useStoreSnapshot", () => {
  it("shows the store's value, follows its changes and stops listening on unmount", () => {
    const store = valueStore("62¢");
    const { unmount } = render(<Shown store={store} />);
    expect(shownText()).toBe("62¢");
    act(() => store.set("64¢"));
    expect(shownText()).toBe("64¢");
    expect(store.listeners.size).toBe(1);
    unmount();
    expect(store.listeners.size).toBe(0);
  });

  it("shows a change made between the first render and its subscription", () => {
    const store = valueStore("62¢");
    const subscribe = store.subscribe;
    // The value changes as the component subscribes (after its render, before it listens).
    store.subscribe = (onChange) => {
      store.set("70¢");
      return subscribe(onChange);
    };
    render(<Shown store={store} />);
    expect(shownText()).toBe("70¢");
  });

  it("reads another store at once, with no render of the old one's value", () => {
    const first = valueStore("Sí 62¢");
    const second = valueStore("Yes 38¢");
    const { rerender } = render(<Shown store={first} />);
    rendered = [];
    rerender(<Shown store={second} />);
    expect(shownText()).toBe("Yes 38¢");
    expect(rendered).not.toContain("Sí 62¢");
    act(() => second.set("Yes 40¢"));
    expect(shownText()).toBe("Yes 40¢");
    expect(first.listeners.size).toBe(0);
  });

  it("renders a change as a transition, in a later task, not inside the task that changed the store", async () => {
    const store = valueStore("62¢");
    render(<Shown store={store} />);
    const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    // Outside act, as a socket message or a fetch changes the store in a page.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      store.set("64¢");
      // An urgent update (useSyncExternalStore's) would be on screen after the microtasks.
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      expect(shownText()).toBe("62¢");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shownText()).toBe("64¢");
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
