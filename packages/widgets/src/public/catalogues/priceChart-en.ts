import { messages as chart } from "../../components/PriceChart/messages.en";
import { messages as chrome } from "../../components/widgetChrome/messages.en";
import { messages as element } from "../messages.en";
import { messages as tooltip } from "../../components/Tooltip/messages.en";

/** Every English text the price chart element shows, loaded alone on a news page. */
export const messages = { ...chart, ...tooltip, ...chrome, ...element };
