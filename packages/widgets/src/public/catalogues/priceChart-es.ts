import { messages as chart } from "../../components/PriceChart/messages.es";
import { messages as chrome } from "../../components/widgetChrome/messages.es";
import { messages as element } from "../messages.es";
import { messages as tooltip } from "../../components/Tooltip/messages.es";

/** Every Spanish text the price chart element shows, loaded alone on a news page. */
export const messages = { ...chart, ...tooltip, ...chrome, ...element };
