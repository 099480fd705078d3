import type { ReactNode } from "react";
import type { WidgetTheme } from "@pulso/core";

/** Props of {@link WidgetFrame}. */
export interface WidgetFrameProps {
  /** The widget's own class (`pulso-lb`), which sets its reserved height. */
  className?: string;
  /**
   * The class that carries the box's styles: the shared chrome's `pulso-w` (default), or a
   * widget's own whose styles stand alone (the market card's `pulso-mc`, kept light for the embed).
   */
  base?: string;
  /** The element: a `section` named by `label`, or an `article` (a card that stands alone). */
  as?: "section" | "article";
  theme: WidgetTheme;
  /** The region's accessible name. */
  label?: string;
  /** Marks the widget busy while it loads. */
  busy?: boolean;
  children: ReactNode;
}

/** A widget's outer box: theme, reserved height and the `card` part, the same in every state. */
export function WidgetFrame({
  className,
  base = "pulso-w",
  as: Element = "section",
  theme,
  label,
  busy = false,
  children,
}: WidgetFrameProps) {
  return (
    <Element
      className={className ? `${base} ${className}` : base}
      data-theme={theme}
      part="card"
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {children}
    </Element>
  );
}
