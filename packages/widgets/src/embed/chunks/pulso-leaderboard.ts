// The chunk embed.js imports for <pulso-leaderboard> (served at <origin>/embed/pulso-leaderboard.js).
import { defineLeaderboard } from "../../public/leaderboard.element";
import { applyEmbedSettings } from "./applyEmbedSettings";

applyEmbedSettings();
defineLeaderboard();
