// The chunk embed.js imports for <pulso-poll> (served at <origin>/embed/pulso-poll.js).
import { definePoll } from "../../elements/poll.element";
import { applyEmbedSettings } from "./applyEmbedSettings";

applyEmbedSettings();
definePoll();
