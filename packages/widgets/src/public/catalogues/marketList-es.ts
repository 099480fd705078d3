import { messages as card } from "../../components/MarketCard/messages.es";
import { messages as chrome } from "../../components/widgetChrome/messages.es";
import { messages as element } from "../messages.es";
import { messages as list } from "../../components/MarketList/messages.es";

/** Every Spanish text the market list (whose items are market cards) element shows, loaded alone on a news page. */
export const messages = { ...list, ...card, ...chrome, ...element };
