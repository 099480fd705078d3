/**
 * The account widgets that render in a frame on the platform origin (DESIGN §7), by the path
 * segment of `/embed/frame/<widget>`: the server serves exactly these, the widgets render them.
 */
export const EMBED_FRAME_WIDGETS = ["bet-ticket", "notification-bell", "poll", "comments"] as const;

/** An account widget rendered in a frame. */
export type EmbedFrameWidget = (typeof EMBED_FRAME_WIDGETS)[number];

/** Whether a value names a frame widget. */
export function isEmbedFrameWidget(value: unknown): value is EmbedFrameWidget {
  return typeof value === "string" && (EMBED_FRAME_WIDGETS as readonly string[]).includes(value);
}
