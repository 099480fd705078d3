import { fireEvent, screen } from "@testing-library/react";

/** Types `value` into the field labelled `label`. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Clicks the button named `name`. */
export const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

/** The texts tied to a field through aria-describedby (its hint and its validation message). */
export const describedBy = (label: string) => {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
};

/** Chooses `file` in the file input labelled `label`. */
export const chooseFile = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

/** A file of `type` that reports `size` bytes without holding them. */
export function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/**
 * Waits for the page's h1: the first render loads the page's code lazily, which on a busy
 * machine takes longer than Testing Library's default second.
 */
export const findPageHeading = (name: string) =>
  screen.findByRole("heading", { level: 1, name }, { timeout: 10_000 });
