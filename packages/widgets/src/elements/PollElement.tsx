import { Poll, type PollStatus } from "../components/Poll/Poll";
import { pollCss } from "../components/Poll/Poll.css";
import { PublicWidgetElement } from "./PublicWidgetElement";

/** The element's attributes as r2wc hands them over (absent or empty attributes are undefined). */
export interface PollElementProps {
  market?: string;
  lang?: string;
  theme?: string;
  apiBase?: string;
  /** The shadow root r2wc renders into (events are dispatched from its host). */
  container?: HTMLElement;
}

/** What `<pulso-poll>` renders into its shadow root. Never throws into the page. */
export function PollElement(props: PollElementProps) {
  const marketId = props.market?.trim() ?? "";
  return (
    <PublicWidgetElement
      tag="pulso-poll"
      css={pollCss}
      className="pulso-poll"
      titleKey="poll.results"
      marketId={marketId || null}
      problem={marketId ? null : { key: "element.missingMarket", reason: "invalid-attribute" }}
      lang={props.lang}
      theme={props.theme}
      apiBase={props.apiBase}
      container={props.container}
    >
      {({ theme, ready, failed }) => (
        <Poll
          marketId={marketId}
          theme={theme}
          onStatusChange={(status: PollStatus, error) => {
            if (status === "success") ready();
            if (status === "error") failed("poll.loadFailed", "load-failed", error);
            if (status === "not-found") failed("poll.notFound", "not-found", error);
          }}
        />
      )}
    </PublicWidgetElement>
  );
}
