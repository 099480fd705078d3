/**
 * What a reader does on a painted page (issue 17: the server paints the home, a market list and a
 * market page) before the app has taken that page over, kept for the app's same page (the same
 * markup: the same controls at the same places, with the same names):
 * - a tap on a button: the button is markup only, so the tap would be lost. The last one is given
 *   to the same button of the app's page. Links keep working as links.
 * - the keyboard focus: the app's first render replaces the focused element, and the browser drops
 *   the focus to the page's body. It goes to the app's same control.
 * - text typed into a field (the list's search): the app's same field gets it, as if typed there.
 *
 * {@link holdPaintedInput} watches from when the app's code runs; `release()`, once the app's
 * first render is in place, hands over what it kept and stops watching.
 */
export function holdPaintedInput(root: HTMLElement): { release(): void } {
  let tapped: Control | null = null;
  let focused: Control | null = null;
  /** Text typed into painted fields, by field. */
  const typed = new Map<string, { control: Control; value: string }>();

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest("button") : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    tapped = controlOf(root, target);
  };
  const onFocus = (event: FocusEvent) => {
    focused = event.target instanceof HTMLElement ? controlOf(root, event.target) : null;
  };
  // Focus moved on to something else (not lost with its element, which has no other target).
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget) focused = null;
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isTextField(field)) return;
    const control = controlOf(root, field);
    if (control) typed.set(control.signature, { control, value: field.value });
  };
  root.addEventListener("click", onClick, true);
  root.addEventListener("focusin", onFocus);
  root.addEventListener("focusout", onBlur);
  root.addEventListener("input", onInput);

  return {
    release() {
      root.removeEventListener("click", onClick, true);
      root.removeEventListener("focusin", onFocus);
      root.removeEventListener("focusout", onBlur);
      root.removeEventListener("input", onInput);
      for (const { control, value } of typed.values()) {
        const field = find(root, control);
        if (isTextField(field) && field.value !== value) typeInto(field, value);
      }
      const lost = document.activeElement === null || document.activeElement === document.body;
      const focus = focused && lost ? find(root, focused) : null;
      focus?.focus({ preventScroll: true });
      const button = tapped ? find(root, tapped) : null;
      if (button instanceof HTMLButtonElement && !button.disabled) button.click();
      tapped = null;
      focused = null;
      typed.clear();
    },
  };
}

/** What a reader can focus, tap or type into. */
const CONTROLS = "a[href], button, input, select, textarea, [tabindex]";

/** A control of the page: where it is among the page's controls, and what it is. */
interface Control {
  index: number;
  signature: string;
}

/**
 * Its tag, name and text: the same on the painted page and the app's, while generated ids (React's
 * `useId`) differ between the two.
 */
const signatureOf = (element: Element): string =>
  [
    element.localName,
    element.getAttribute("type") ?? "",
    element.getAttribute("name") ?? "",
    element.getAttribute("aria-label") ?? "",
    element.getAttribute("href") ?? "",
    element.getAttribute("placeholder") ?? "",
    element.textContent?.trim().slice(0, 80) ?? "",
  ].join("|");

function controlOf(root: HTMLElement, element: Element): Control | null {
  const control = element.closest(CONTROLS);
  if (!control || !root.contains(control)) return null;
  return {
    index: [...root.querySelectorAll(CONTROLS)].indexOf(control),
    signature: signatureOf(control),
  };
}

/**
 * The app's same control: the one at the same place with the same signature, else the only one
 * with it (the app's page may have a control more before it, the session known by then); none
 * when it is not there or not alone.
 */
function find(root: HTMLElement, { index, signature }: Control): HTMLElement | null {
  const controls = [...root.querySelectorAll<HTMLElement>(CONTROLS)];
  const there = controls[index];
  if (there && signatureOf(there) === signature) return there;
  const same = controls.filter((control) => signatureOf(control) === signature);
  return same.length === 1 ? same[0]! : null;
}

const TEXT_TYPES = new Set(["", "text", "search", "email", "tel", "url", "number"]);

function isTextField(node: unknown): node is HTMLInputElement | HTMLTextAreaElement {
  if (node instanceof HTMLTextAreaElement) return true;
  return node instanceof HTMLInputElement && TEXT_TYPES.has(node.getAttribute("type") ?? "");
}

/**
 * Puts `value` in a field of the app's page as React sees a reader type it: through the value
 * setter of the field's prototype (React watches the one it puts on the field itself, and would
 * take the change for its own), then an `input` event.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
