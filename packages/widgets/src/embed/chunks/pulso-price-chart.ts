// The chunk embed.js imports for <pulso-price-chart> (served at <origin>/embed/pulso-price-chart.js).
import { definePriceChart } from "../../public/priceChart.element";
import { applyEmbedSettings } from "./applyEmbedSettings";

applyEmbedSettings();
definePriceChart();
