/**
 * A reader's tap on a button of a painted page (issue 17: the server paints the home, a market
 * list and a market page) before the app has taken that page over: the button is markup only,
 * so the tap would be lost. From when the app's code runs until its first render is in place,
 * {@link holdPaintedClicks} keeps the last such tap and then gives it to the same button of the
 * app's page (the same markup: the same button at the same place, with the same name). Links
 * keep working as links.
 */
export function holdPaintedClicks(root: HTMLElement): { release(): void } {
  let held: { index: number; name: string } | null = null;
  const buttons = () => [...root.querySelectorAll("button")];
  const nameOf = (button: HTMLButtonElement) =>
    `${button.getAttribute("aria-label") ?? ""}|${button.textContent ?? ""}`;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest("button") : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = { index: buttons().indexOf(target), name: nameOf(target) };
  };
  root.addEventListener("click", onClick, true);
  return {
    release() {
      root.removeEventListener("click", onClick, true);
      if (!held) return;
      const button = buttons()[held.index];
      // Only the same button: the app's page may differ (the session known by then).
      if (button && nameOf(button) === held.name && !button.disabled) button.click();
      held = null;
    },
  };
}
