import { messages as chrome } from "../../components/widgetChrome/messages.es";
import { messages as element } from "../messages.es";
import { messages as leaderboard } from "../../components/Leaderboard/messages.es";
import { messages as tooltip } from "../../components/Tooltip/messages.es";

/** Every Spanish text the leaderboard element shows, loaded alone on a news page. */
export const messages = { ...leaderboard, ...tooltip, ...chrome, ...element };
