import { messages as card } from "../../components/MarketCard/messages.es";
import { messages as chrome } from "../../components/widgetChrome/messages.es";
import { messages as element } from "../messages.es";

/** Every Spanish text the market card element shows, loaded alone on a news page. */
export const messages = { ...card, ...chrome, ...element };
