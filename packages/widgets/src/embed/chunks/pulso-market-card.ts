// The chunk embed.js imports for <pulso-market-card> (served at <origin>/embed/pulso-market-card.js).
import { defineMarketCard } from "../../public/marketCard.element";
import { applyEmbedSettings } from "./applyEmbedSettings";

applyEmbedSettings();
defineMarketCard();
