import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip } from "./Tooltip";
import { TooltipGroup } from "./TooltipGroup";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Two() {
  return (
    <TooltipGroup>
      <Tooltip content="First help">{(trigger) => <button {...trigger}>One</button>}</Tooltip>
      <Tooltip content="Second help">{(trigger) => <button {...trigger}>Two</button>}</Tooltip>
    </TooltipGroup>
  );
}

/** One tooltip on a button, opened from the keyboard: the button. */
async function focusOneTooltip(): Promise<HTMLElement> {
  render(<Tooltip content="Help text">{(trigger) => <button {...trigger}>Hi</button>}</Tooltip>);
  const button = screen.getByRole("button");
  act(() => button.focus());
  fireEvent.focus(button);
  await act(async () => vi.advanceTimersByTimeAsync(0));
  return button;
}

describe("Tooltip", () => {
  it("opens 700 ms after the pointer enters, not before", async () => {
    render(<Tooltip content="Help text">{(trigger) => <button {...trigger}>Hi</button>}</Tooltip>);
    fireEvent.mouseEnter(screen.getByRole("button"));
    await act(async () => vi.advanceTimersByTimeAsync(699));
    expect(screen.queryByRole("tooltip")).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("tooltip").textContent).toBe("Help text");
    fireEvent.mouseLeave(screen.getByRole("button"));
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens at once on keyboard focus, describes its trigger, and Escape closes it", async () => {
    const button = await focusOneTooltip();
    const tooltip = screen.getByRole("tooltip");
    expect(button.getAttribute("aria-describedby")).toBe(tooltip.id);
    fireEvent.keyDown(button, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("in a group, the next tooltip within 300 ms opens without the delay", async () => {
    render(<Two />);
    fireEvent.mouseEnter(screen.getByRole("button", { name: "One" }));
    await act(async () => vi.advanceTimersByTimeAsync(700));
    expect(screen.getByRole("tooltip").textContent).toBe("First help");
    fireEvent.mouseLeave(screen.getByRole("button", { name: "One" }));
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Two" }));
    await act(async () => vi.advanceTimersByTimeAsync(5));
    expect(screen.getByRole("tooltip").textContent).toBe("Second help");
  });

  it("measures nothing while closed: mounting a page of tooltips forces no layout", () => {
    const measured = vi.spyOn(Element.prototype, "getBoundingClientRect");
    render(<Two />);
    expect(measured).not.toHaveBeenCalled();
    measured.mockRestore();
  });

  it("shows once open and placed", async () => {
    await focusOneTooltip();
    expect(screen.getByRole("tooltip").style.visibility).toBe("visible");
  });
});
