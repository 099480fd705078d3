import { BetTicket } from "../../components/BetTicket/BetTicket";
import { betTicketCss } from "../../components/BetTicket/BetTicket.css";
import { FrameBar, type FrameView } from "../FrameApp";

/** The bet ticket in its frame: the bar, then the ticket; tells the page a bet was placed. */
export const betTicketView: FrameView = {
  widget: "bet-ticket",
  showsMarket: true,
  css: betTicketCss,
  Content: ({ lang, connect, marketId, optionId, theme, link, onStatus }) => (
    <>
      <FrameBar lang={lang} connect={connect} />
      <BetTicket
        marketId={marketId}
        optionId={optionId}
        theme={theme}
        onSignInRequest={connect.start}
        onPlaced={() => link.post({ type: "bet-placed", marketId })}
        onStatusChange={onStatus}
      />
    </>
  ),
};
