import type { PulsoQueue } from "./commandQueue";
import type { EmbedSettings } from "./settings";

declare global {
  interface Window {
    /** The command queue: an array a page fills before embed.js runs, then the loader's queue. */
    Pulso?: PulsoQueue | unknown[];
    /** The page-wide settings embed.js hands to widget chunks (see `EmbedSettings`). */
    __pulsoEmbed?: EmbedSettings;
  }
}
