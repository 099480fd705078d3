import { messages as card } from "../../components/MarketCard/messages.en";
import { messages as chrome } from "../../components/widgetChrome/messages.en";
import { messages as element } from "../messages.en";

/** Every English text the market card element shows, loaded alone on a news page. */
export const messages = { ...card, ...chrome, ...element };
