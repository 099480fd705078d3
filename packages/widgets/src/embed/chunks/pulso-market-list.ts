// The chunk embed.js imports for <pulso-market-list> (served at <origin>/embed/pulso-market-list.js).
import { defineMarketList } from "../../public/marketList.element";
import { applyEmbedSettings } from "./applyEmbedSettings";

applyEmbedSettings();
defineMarketList();
