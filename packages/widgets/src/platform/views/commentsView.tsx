import { Comments } from "../../components/Comments/Comments";
import { commentsCss } from "../../components/Comments/Comments.css";
import { COMMENTS_MIN_HEIGHT_PX } from "../../components/Comments/layout";
import { FrameBar, type FrameView } from "../FrameApp";

/**
 * The comments in their frame: the bar, then the comments, kept inside the height their element
 * reserved until the reader asks for more (DESIGN §10).
 */
export const commentsView: FrameView = {
  widget: "comments",
  showsMarket: true,
  css: commentsCss,
  Content: ({ lang, connect, marketId, theme, onStatus }) => (
    <>
      <FrameBar lang={lang} connect={connect} />
      <Comments
        marketId={marketId}
        theme={theme}
        onSignInRequest={connect.start}
        reservedHeight={COMMENTS_MIN_HEIGHT_PX}
        onStatusChange={onStatus}
      />
    </>
  ),
};
