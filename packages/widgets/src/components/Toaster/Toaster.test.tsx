import type { PulsoToast } from "@pulso/sdk";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { createTestPulso } from "../../test-utils/testPulso";
import { Toaster } from "./Toaster";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function toast(overrides: Partial<PulsoToast> = {}): PulsoToast {
  return {
    id: "poll_updated:m_1",
    variant: "info",
    title: "Market Updated!",
    description: "Market data has been refreshed automatically",
    durationMs: 4000,
    source: "poll_updated",
    ...overrides,
  };
}

function renderToaster(lang: "es" | "en" = "en") {
  const test = createTestPulso(lang);
  const sink: { toast?: (toast: PulsoToast) => void } = {};
  const setSink = vi.spyOn(test.pulso, "setSink");
  render(
    <PulsoProvider pulso={test.pulso}>
      <Toaster />
    </PulsoProvider>,
  );
  const current = setSink.mock.calls.at(-1)?.[0];
  sink.toast = (shown) => act(() => current?.toast?.(shown));
  return { ...test, show: (shown: PulsoToast) => sink.toast?.(shown) };
}

describe("Toaster", () => {
  it("shows the sink's toasts, each for its own duration", () => {
    const { show } = renderToaster();
    show(toast());
    show(toast({ id: "poll_resolved:m_1", title: "Market Resolved!", durationMs: 8000 }));
    show(toast({ id: "balance_updated", title: "Balance Updated!", durationMs: 5000 }));
    expect(screen.getByText("Market Updated!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByText("Market Updated!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Market Updated!")).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Balance Updated!")).toBeNull();
    expect(screen.getByText("Market Resolved!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText("Market Resolved!")).toBeNull();
  });

  it("replaces a toast with the same id instead of stacking it", () => {
    const { show } = renderToaster();
    show(toast());
    show(toast({ title: "Market Updated again" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText("Market Updated again")).toBeTruthy();
  });

  it("is a polite status region that Alt+T focuses, in Spanish", () => {
    renderToaster("es");
    const region = screen.getByRole("status", { name: "Notificaciones (Alt+T)" });
    expect(region.getAttribute("aria-live")).toBe("polite");
    // axe's aria-allowed-role: a list may not be a status region; the region holds the list.
    expect(region.tagName).toBe("DIV");
    expect(region.querySelector(":scope > ol")).not.toBeNull();
    fireEvent.keyDown(document, { key: "t", code: "KeyT", altKey: true });
    expect(document.activeElement).toBe(region);
  });

  it("pauses while hovered and resumes with the time left", () => {
    const { show } = renderToaster();
    show(toast());
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByRole("status"));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("Market Updated!")).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole("status"));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText("Market Updated!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Market Updated!")).toBeNull();
  });

  it("dismisses a toast with its button", () => {
    const { show } = renderToaster();
    show(toast());
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Market Updated!")).toBeNull();
  });
});
