import type { ReactNode } from "react";
import type { WidgetTheme } from "../../theme/theme";

/** Props of {@link WidgetFrame}. */
export interface WidgetFrameProps {
  /** The widget's own class (`pulso-lb`), which sets its reserved height. */
  className: string;
  theme: WidgetTheme;
  /** The region's accessible name. */
  label: string;
  /** Marks the widget busy while it loads. */
  busy?: boolean;
  children: ReactNode;
}

/** A widget's outer box: theme, reserved height and the `card` part, the same in every state. */
export function WidgetFrame({ className, theme, label, busy = false, children }: WidgetFrameProps) {
  return (
    <section
      className={`pulso-w ${className}`}
      data-theme={theme}
      part="card"
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {children}
    </section>
  );
}
