import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * A page's main heading. After a client-side navigation it takes the focus, so screen readers
 * announce the new page and keyboard users start from its top; the first page load leaves the
 * focus where the browser put it. It also names the document after itself.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    const text = ref.current?.textContent?.trim();
    if (text) document.title = `${text} · Pulso`;
  });
  useEffect(() => {
    // react-router names the entry the page was loaded with "default".
    if (key !== "default") ref.current?.focus();
  }, [key]);
  return (
    <h1 ref={ref} tabIndex={-1} className="portal-page-title">
      {children}
    </h1>
  );
}
