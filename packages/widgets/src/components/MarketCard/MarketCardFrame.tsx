import type { ReactNode } from "react";
import type { WidgetTheme } from "../../theme/theme";

/** Props of {@link MarketCardFrame}. */
export interface MarketCardFrameProps {
  theme: WidgetTheme;
  /** Marks the card busy while it loads (screen readers wait for it). */
  busy?: boolean;
  children: ReactNode;
}

/** The card's outer box: theme, reserved height and the `card` part, the same in every state. */
export function MarketCardFrame({ theme, busy = false, children }: MarketCardFrameProps) {
  return (
    <article className="pulso-mc" data-theme={theme} part="card" aria-busy={busy || undefined}>
      {children}
    </article>
  );
}
