import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * A page's main heading. After a client-side navigation it takes the focus, so screen readers
 * announce the new page and keyboard users start from its top; the first page load, and an
 * entry navigated to with `state.keepFocus` (a list's filters in the address), leave the focus
 * where it is. It also names the document after itself.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key, state } = useLocation();
  // A page that only rewrites its address (a list's filters) keeps the reader where they are.
  const keepFocus = (state as { keepFocus?: unknown } | null)?.keepFocus === true;
  useEffect(() => {
    const text = ref.current?.textContent?.trim();
    if (text) document.title = `${text} · Pulso`;
  });
  useEffect(() => {
    // react-router names the entry the page was loaded with "default".
    if (key !== "default" && !keepFocus) ref.current?.focus();
    // Only a new entry moves the focus; `keepFocus` is read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <h1 ref={ref} tabIndex={-1} className="portal-page-title">
      {children}
    </h1>
  );
}
