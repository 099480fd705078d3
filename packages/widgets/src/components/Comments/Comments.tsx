import { isApiError } from "@pulso/api-client";
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useComments } from "../../provider/useComments";
import { useSession } from "../../provider/useSession";
import { useT } from "../../provider/useT";
import type { WidgetTheme } from "@pulso/core";
import { WidgetFrame } from "../widgetChrome/WidgetFrame";
import { WidgetMessage } from "../widgetChrome/WidgetMessage";
import { WidgetSkeleton } from "../widgetChrome/WidgetSkeleton";
import { useFitToReservation } from "../widgetChrome/useFitToReservation";
import { CommentComposer } from "./CommentComposer";
import { CommentList } from "./CommentList";
import { defineWidgetCatalogue } from "../../i18n/widgetCatalogues";
import { messages as en } from "./messages.en";
import { messages as es } from "./messages.es";

// The comments' texts come with its code: a page without it does not load them.
defineWidgetCatalogue({ es, en });

/** What the comments widget shows. */
export type CommentsStatus = "loading" | "success" | "error" | "empty" | "not-found";

/** Props of {@link Comments}. */
export interface CommentsProps {
  /** The market's id (`_id`). */
  marketId: string;
  /** Light, dark, or `auto` (follows `prefers-color-scheme`). Default `auto`. */
  theme?: WidgetTheme;
  /** Comments per page, 1–100 (default 20, spec §9). */
  pageSize?: number;
  /** A signed-out reader pressed Log in (the frame's popup flow answers it). */
  onSignInRequest?: () => void;
  /** Told whenever the shown state changes. */
  onStatusChange?: (status: CommentsStatus, error: unknown) => void;
  /** "Now" for relative times, read at mount and every minute; default `Date.now`. */
  now?: () => number;
  /**
   * A height (px) the widget stays inside until the reader asks for more: it shows the comments
   * that fit, with "Load more comments" under them (a frame passes what its element reserved,
   * DESIGN §10). Without it, inside a custom element that reserves a height, that height; else
   * the widget takes the room it needs.
   */
  reservedHeight?: number;
}

/**
 * Where the focus goes once the list has changed: a comment, the n-th comment, or the title. A
 * new object per request, so asking twice for the same place is two requests.
 */
type FocusRequest = { id: string } | { index: number } | { title: true };

const CLOCK_TICK_MS = 60_000;

/**
 * A market's comments (spec §2, §7): newest first with "Load more comments", each with author,
 * time, plain text and score with Upvote / Downvote toggles; the reader's own comments can be
 * edited inline and deleted after a confirmation. Signed-in readers post through a form with a
 * counter against core's 2,000 characters; signed-out readers get a Log in button instead. Posts
 * and deletions are announced to screen readers. Needs a PulsoProvider and `commentsCss`.
 *
 * @example
 * <Comments marketId="m_42" onSignInRequest={openSignInPopup} />
 */
export function Comments({
  marketId,
  theme = "auto",
  pageSize,
  onSignInRequest,
  onStatusChange,
  now = Date.now,
  reservedHeight,
}: CommentsProps) {
  const translator = useT();
  const { t, formatNumber } = translator;
  const session = useSession();
  const list = useComments(marketId, pageSize);
  const [announcement, setAnnouncement] = useState("");
  const [clock, setClock] = useState(now);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const handledFocus = useRef<FocusRequest | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const shown: CommentsStatus =
    list.status === "success" && list.comments.length === 0
      ? "empty"
      : list.status === "error" && isApiError(list.error) && list.error.status === 404
        ? "not-found"
        : list.status;
  const fit = useFitToReservation(
    shown === "success",
    { panel: listRef, grid: listRef, actions: moreRef },
    reservedHeight,
  );
  const report = useEffectEvent(() => onStatusChange?.(shown, list.error));
  useEffect(() => report(), [shown]);

  const tick = useEffectEvent(() => setClock(now()));
  useEffect(() => {
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!focusRequest || handledFocus.current === focusRequest) return;
    let target: HTMLElement | null | undefined;
    if ("title" in focusRequest) target = titleRef.current;
    else {
      const items = [
        ...(listRef.current?.querySelectorAll<HTMLElement>("[data-comment-id]") ?? []),
      ];
      target =
        "id" in focusRequest
          ? items.find((item) => item.dataset.commentId === focusRequest.id)
          : items[focusRequest.index];
    }
    // A next page that failed never brings the comment to focus: stop waiting for it.
    if (target || list.moreError) handledFocus.current = focusRequest;
    target?.focus();
  }, [focusRequest, list.comments, list.moreError]);

  // The same words twice in a row would not change the live region, so the second is told apart.
  const announce = (message: string) =>
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));

  const deleteComment = async (id: string) => {
    const index = list.comments.findIndex((comment) => comment._id === id);
    const neighbour = list.comments[index + 1] ?? list.comments[index - 1];
    await list.remove(id);
    setFocusRequest(neighbour ? { id: neighbour._id } : { title: true });
    announce(t("comments.deleted"));
  };

  let composer: ReactNode = null;
  if (session.status === "signed-in") {
    composer = (
      <CommentComposer
        translator={translator}
        onPost={(content) => {
          // The reader's own comment always shows: posting is asking for room.
          fit.expand();
          return list.post(content);
        }}
        onPosted={() => announce(t("comments.posted"))}
      />
    );
  } else if (session.status === "signed-out") {
    composer = (
      <div className="pulso-cm__signin" part="sign-in">
        <p>{t("comments.signInPrompt")}</p>
        {onSignInRequest ? (
          <button type="button" className="pulso-w__button" part="cta" onClick={onSignInRequest}>
            {t("comments.signIn")}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <WidgetFrame
      className="pulso-cm"
      theme={theme}
      label={t("comments.title")}
      busy={shown === "loading"}
    >
      <h3 ref={titleRef} className="pulso-w__title" part="title" tabIndex={-1}>
        {shown === "success" || shown === "empty"
          ? t("comments.titleWithCount", { total: formatNumber(list.total) })
          : t("comments.title")}
      </h3>
      {shown === "loading" ? (
        <WidgetSkeleton label={t("comments.loading")} rows={4} />
      ) : shown === "not-found" ? (
        // No such market: nothing to retry.
        <WidgetMessage message={t("comments.notFound")} role="status" />
      ) : shown === "error" ? (
        <WidgetMessage
          message={t("comments.loadFailed")}
          retryLabel={t("comments.retry")}
          onRetry={list.retry}
        />
      ) : (
        <>
          {composer}
          {shown === "empty" ? (
            <WidgetMessage message={t("comments.empty")} role="status" />
          ) : (
            <CommentList
              comments={list.comments}
              translator={translator}
              reader={{ userId: session.user?._id ?? null, isAdmin: session.isAdmin }}
              now={clock}
              listRef={(node) => {
                listRef.current = node;
                fit.readReservation(node);
              }}
              moreRef={moreRef}
              compact={fit.compact}
              hidden={fit.hidden}
              onShowHidden={() => {
                setFocusRequest({ index: list.comments.length - fit.hidden });
                fit.expand();
              }}
              hasMore={list.hasMore}
              loadingMore={list.loadingMore}
              moreError={list.moreError}
              onLoadMore={() => {
                setFocusRequest({ index: list.comments.length });
                fit.expand();
                list.loadMore();
              }}
              onVote={list.vote}
              onEdit={async (id, content) => {
                await list.edit(id, content);
                announce(t("comments.updated"));
              }}
              onDelete={deleteComment}
            />
          )}
        </>
      )}
      <p className="pulso-sr-only" role="status">
        {announcement}
      </p>
    </WidgetFrame>
  );
}
