import { Poll } from "../../components/Poll/Poll";
import { pollCss } from "../../components/Poll/Poll.css";
import { FrameBar, type FrameView } from "../FrameApp";

/** The poll in its frame: the bar, then the poll. */
export const pollView: FrameView = {
  widget: "poll",
  showsMarket: true,
  css: pollCss,
  Content: ({ lang, connect, marketId, theme, onStatus }) => (
    <>
      <FrameBar lang={lang} connect={connect} />
      <Poll marketId={marketId} theme={theme} onStatusChange={onStatus} />
    </>
  ),
};
