import { isApiError } from "@pulso/api-client";
import { useEffect, useEffectEvent } from "react";
import { useMarket } from "../../provider/useMarket";
import { usePollResults } from "../../provider/usePollResults";
import { useT } from "../../provider/useT";
import { useVote } from "../../provider/useVote";
import type { WidgetTheme } from "@pulso/core";
import { marketTitle } from "../MarketCard/marketTexts";
import { WidgetFrame } from "../widgetChrome/WidgetFrame";
import { WidgetMessage } from "../widgetChrome/WidgetMessage";
import { WidgetSkeleton } from "../widgetChrome/WidgetSkeleton";
import { PollOptionList } from "./PollOptionList";

/** What the poll shows. */
export type PollStatus = "loading" | "success" | "error" | "not-found";

/** Props of {@link Poll}. */
export interface PollProps {
  /** The poll's id (a market of kind `poll`). */
  marketId: string;
  /** Light, dark, or `auto`. Default `auto`. */
  theme?: WidgetTheme;
  /** Told whenever the shown state changes. */
  onStatusChange?: (status: PollStatus, error: unknown) => void;
}

/**
 * A poll's results (votes and percentages as bars, the reader's own vote marked) and, while it is
 * active, a Vote button per option following spec §5's rules with spec §8's messages (log in,
 * not active, failed). A counted vote updates the results. Needs a PulsoProvider and `pollCss`.
 *
 * @example
 * <Poll marketId="p_7" />
 */
export function Poll({ marketId, theme = "auto", onStatusChange }: PollProps) {
  const translator = useT();
  const { t, lang } = translator;
  const market = useMarket(marketId);
  const results = usePollResults(marketId);
  const active = market.market?.status === "active";
  const { state, vote } = useVote(marketId, active);

  const notFound =
    (market.status === "error" && isApiError(market.error) && market.error.status === 404) ||
    (market.status === "success" && market.market?.kind !== "poll");
  const shown: PollStatus = notFound
    ? "not-found"
    : market.status !== "success"
      ? market.status
      : results.status;
  const error = market.error ?? results.error;
  const report = useEffectEvent(() => onStatusChange?.(shown, error));
  useEffect(() => report(), [shown]);

  const retry = () => {
    if (market.status === "error") market.retry();
    if (results.status === "error") results.retry();
  };
  const data = market.market;
  const counts = results.data;
  const voted = counts?.myVote != null;

  return (
    <WidgetFrame
      className="pulso-poll"
      theme={theme}
      label={data ? marketTitle(data, lang) : t("poll.results")}
      busy={shown === "loading"}
    >
      {shown === "not-found" ? (
        <WidgetMessage
          message={t(data && data.kind !== "poll" ? "poll.notAPoll" : "poll.notFound")}
          role="status"
        />
      ) : shown === "error" ? (
        <WidgetMessage
          message={t("poll.loadFailed")}
          retryLabel={t("poll.retry")}
          onRetry={retry}
        />
      ) : shown === "loading" || !data || !counts ? (
        <WidgetSkeleton label={t("poll.loading")} />
      ) : (
        <>
          <h3 className="pulso-w__title" part="title">
            {marketTitle(data, lang)}
          </h3>
          <PollOptionList
            market={data}
            results={counts}
            translator={translator}
            onVote={active && !voted ? (optionId) => void vote(optionId) : null}
            sending={state.status === "sending"}
          />
          <p className="pulso-w__muted">
            {t("poll.total", {
              count: counts.totalVotes,
              votes: translator.formatNumber(counts.totalVotes),
            })}
          </p>
          {!active ? (
            <p className="pulso-poll__note" part="note" role="status">
              {t("errors.POLL_NOT_ACTIVE")}
            </p>
          ) : state.status === "refused" ? (
            <p className="pulso-poll__note" part="note" role="alert" data-tone="error">
              {t(state.messageKey)}
            </p>
          ) : (
            <p className="pulso-poll__note" part="note" role="status">
              {state.status === "sending"
                ? t("poll.voting")
                : state.status === "voted"
                  ? t("poll.voted")
                  : ""}
            </p>
          )}
        </>
      )}
    </WidgetFrame>
  );
}
