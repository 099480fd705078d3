import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DashboardTabs } from "./DashboardTabs";

afterEach(cleanup);

const IDS = ["overview", "analytics", "positions", "history", "withdrawals", "payments"] as const;
type TabId = (typeof IDS)[number];
/** A 390 px phone row holding tabs 120 px wide: three and a bit fit. */
const ROW_WIDTH = 390;
const TAB_WIDTH = 120;

/**
 * jsdom lays nothing out: each tab gets a box by its place in the row, moved by the row's
 * horizontal scroll, which the component sets.
 */
function layOut(list: HTMLElement) {
  let scroll = 0;
  Object.defineProperty(list, "scrollLeft", {
    configurable: true,
    get: () => scroll,
    set: (value: number) => {
      scroll = Math.max(0, Math.min(value, IDS.length * TAB_WIDTH - ROW_WIDTH));
    },
  });
  vi.spyOn(list, "getBoundingClientRect").mockImplementation(
    () => new DOMRect(0, 0, ROW_WIDTH, 44),
  );
  [...list.children].forEach((tab, index) => {
    vi.spyOn(tab, "getBoundingClientRect").mockImplementation(
      () => new DOMRect(index * TAB_WIDTH - scroll, 0, TAB_WIDTH, 44),
    );
  });
}

function Tabs({ initial }: { initial: TabId }) {
  const [selected, setSelected] = useState<TabId>(initial);
  return (
    <DashboardTabs
      label="Dashboard"
      selected={selected}
      onSelect={setSelected}
      tabs={IDS.map((id) => ({ id, label: id, render: () => <p>{id} panel</p> }))}
    />
  );
}

/** Whether a tab lies fully inside the visible part of the row. */
const inView = (name: string) => {
  const box = screen.getByRole("tab", { name }).getBoundingClientRect();
  return box.left >= 0 && box.right <= ROW_WIDTH;
};

describe("the dashboard's tab row", () => {
  it("scrolls sideways to keep the tab the arrow keys select in view, and back", () => {
    render(<Tabs initial="overview" />);
    const list = screen.getByRole("tablist");
    layOut(list);
    const first = screen.getByRole("tab", { name: "overview" });
    first.focus();
    for (const name of ["analytics", "positions", "history", "withdrawals"]) {
      fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
      expect(screen.getByRole("tab", { name }).getAttribute("aria-selected")).toBe("true");
      expect(document.activeElement).toBe(screen.getByRole("tab", { name }));
      expect(inView(name), name).toBe(true);
    }
    expect(list.scrollLeft).toBeGreaterThan(0);
    // Home goes back to the first tab, scrolled back into view.
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(inView("overview")).toBe(true);
    expect(list.scrollLeft).toBe(0);
    // ArrowLeft from the first wraps to the last, which the row brings into view.
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "payments" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(inView("payments")).toBe(true);
  });

  it("leaves the row alone when the selected tab is already in view", () => {
    render(<Tabs initial="overview" />);
    const list = screen.getByRole("tablist");
    layOut(list);
    fireEvent.click(screen.getByRole("tab", { name: "analytics" }));
    expect(list.scrollLeft).toBe(0);
  });

  it("is styled as one row that scrolls inside itself, never wrapping onto two lines", () => {
    const css = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), "dashboard.css"),
      "utf8",
    );
    const rule = (selector: string) =>
      new RegExp(`${selector.replace(/[.[\]"=]/g, "\\$&")} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
    expect(rule(".dashboard-tabs__list")).toMatch(/flex-wrap: nowrap;/);
    expect(rule(".dashboard-tabs__list")).toMatch(/overflow-x: auto;/);
    expect(rule(".dashboard-tabs__tab")).toMatch(/white-space: nowrap;/);
    expect(rule(".dashboard-tabs__tab")).toMatch(/flex: 0 0 auto;/);
  });
});
