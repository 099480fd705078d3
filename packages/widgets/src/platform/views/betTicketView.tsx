import { BetTicket } from "../../components/BetTicket/BetTicket";
import { betTicketCss } from "../../components/BetTicket/BetTicket.css";
import { FrameBar, type FrameView } from "../FrameApp";
import { platformMessage } from "../platformMessages";

/**
 * The bet ticket in its frame: the bar, then the ticket, whose bets record the article the frame
 * sits in; tells the page a bet was placed. Where the browser keeps no cookie for the frame, the
 * signed-out ticket offers to bet in a Pulso window instead (DESIGN §7).
 */
export const betTicketView: FrameView = {
  widget: "bet-ticket",
  showsMarket: true,
  css: betTicketCss,
  Content: ({ lang, connect, marketId, optionId, article, theme, link, onStatus }) => (
    <>
      <FrameBar lang={lang} connect={connect} />
      <BetTicket
        marketId={marketId}
        optionId={optionId}
        article={article}
        theme={theme}
        onSignInRequest={connect.start}
        signedOutAction={
          connect.cookieless && connect.betInPopup
            ? { label: platformMessage(lang, "betPopup.open"), onPress: connect.betInPopup }
            : undefined
        }
        onPlaced={() => link.post({ type: "bet-placed", marketId })}
        onStatusChange={onStatus}
      />
    </>
  ),
};
