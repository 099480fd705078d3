import { messages as chrome } from "../../components/widgetChrome/messages.en";
import { messages as element } from "../messages.en";
import { messages as leaderboard } from "../../components/Leaderboard/messages.en";
import { messages as tooltip } from "../../components/Tooltip/messages.en";

/** Every English text the leaderboard element shows, loaded alone on a news page. */
export const messages = { ...leaderboard, ...tooltip, ...chrome, ...element };
