import { Component, type ErrorInfo, type ReactNode } from "react";
import { log } from "../log";

/** Props of {@link WidgetErrorBoundary}. */
export interface WidgetErrorBoundaryProps {
  /** What to show instead of a crashed widget (its error state). */
  fallback: ReactNode;
  /** Told about the crash, after it is logged. */
  onError?: (error: unknown) => void;
  children?: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Keeps a widget's failure inside the widget (STYLE: code on a publisher's page never throws into
 * the host): a render error is logged with `[pulso]` and the fallback shown instead.
 */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    log.error("a widget failed to render", error, info.componentStack);
    try {
      this.props.onError?.(error);
    } catch (reportError) {
      log.error("an onError handler threw", reportError);
    }
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
