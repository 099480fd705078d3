import { messages as card } from "../../components/MarketCard/messages.en";
import { messages as chrome } from "../../components/widgetChrome/messages.en";
import { messages as element } from "../messages.en";
import { messages as list } from "../../components/MarketList/messages.en";

/** Every English text the market list (whose items are market cards) element shows, loaded alone on a news page. */
export const messages = { ...list, ...card, ...chrome, ...element };
