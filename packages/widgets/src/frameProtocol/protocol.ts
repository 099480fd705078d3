import {
  EMBED_FRAME_WIDGETS,
  isEmbedFrameWidget,
  type EmbedFrameWidget,
  type WidgetTheme,
} from "@pulso/core";

/**
 * The messages between a publisher's page and an account widget's frame (DESIGN §7). They carry UI
 * events only — size, theme, that a bet was placed on a market — never a token, a balance, a
 * request the host could replay, or a reader's choice (which option, how much): the page's ad and
 * tag scripts read everything the page receives. Both sides check the sender (`event.source` and
 * exact `event.origin`) and then the shape with the parsers below: anything else is dropped
 * without a word.
 */

/** The marker every Pulso frame message carries, with the protocol version. */
export const FRAME_PROTOCOL = "pulso-frame/1";

/** The account widgets a frame renders (core's list, shared with the server). */
export const FRAME_WIDGETS = EMBED_FRAME_WIDGETS;
/** An account widget rendered in a frame. */
export type FrameWidget = EmbedFrameWidget;
/** Whether a value names a frame widget. */
export const isFrameWidget = isEmbedFrameWidget;

/**
 * Why a frame's widget cannot be shown, as the frame tells its page: `not-found`, the market does
 * not exist or is not public. Load failures are not told: the widget offers its own retry.
 */
export const FRAME_ERROR_REASONS = ["not-found"] as const;
/** A reason in {@link FRAME_ERROR_REASONS}. */
export type FrameErrorReason = (typeof FRAME_ERROR_REASONS)[number];

/** What the frame tells its host page. */
export type FrameToHostMessage =
  /** The widget is on screen (its market loaded, or its own load-failed state with a retry). */
  | { protocol: typeof FRAME_PROTOCOL; type: "ready" }
  /** The widget cannot be shown (re-emitted as `pulso-error`); sent instead of `ready`. */
  | { protocol: typeof FRAME_PROTOCOL; type: "error"; reason: FrameErrorReason }
  /** The frame's content size in CSS px (width only for widgets that overlay, like the bell). */
  | { protocol: typeof FRAME_PROTOCOL; type: "resize"; height: number; width?: number }
  /** That a bet was just placed on the market, re-emitted as `pulso-bet-placed`. */
  | { protocol: typeof FRAME_PROTOCOL; type: "bet-placed"; marketId: string }
  /**
   * That the reader pressed something in the frame (a click or Enter/Space), nothing about what:
   * re-emitted as `pulso-interaction`, which the loader's beacon counts for the publisher.
   */
  | { protocol: typeof FRAME_PROTOCOL; type: "interacted" };

/** What the host page tells the frame. */
export type HostToFrameMessage = {
  protocol: typeof FRAME_PROTOCOL;
  type: "theme";
  theme: WidgetTheme;
  /** The publisher's `--pulso-*` custom properties, each checked on arrival. */
  vars: Record<string, string>;
};

/** What the sign-in popup hands the frame that opened it (same origin, exact target). */
export interface PopupToFrameMessage {
  protocol: typeof FRAME_PROTOCOL;
  type: "embed-code";
  code: string;
  nonce: string;
}

/**
 * What the bet window (`/embed/bet`, where a frame that can keep no cookie sends its reader to
 * confirm a bet) tells the frame that opened it: only that a bet was placed, with the frame's
 * nonce. Never which option, how much or who: the frame forwards it to the page as it is.
 */
export interface PopupBetPlacedMessage {
  protocol: typeof FRAME_PROTOCOL;
  type: "bet-placed";
  nonce: string;
}

/** The largest size a frame may ask for, in px: a frame cannot take over the page. */
export const FRAME_MAX_SIZE_PX = 4000;

/**
 * A font size that keeps the frame's text readable: 12–32 px, or 0.75–2 rem/em. A host must not
 * shrink the ticket's text out of sight any more than it may make it transparent (DESIGN §7).
 */
function readableFontSize(value: string): boolean {
  const match = /^(\d{1,2}(?:\.\d+)?)(px|rem|em)$/.exec(value);
  if (!match) return false;
  const size = Number(match[1]);
  return match[2] === "px" ? size >= 12 && size <= 32 : size >= 0.75 && size <= 2;
}

const matching = (pattern: RegExp) => (value: string) => pattern.test(value);

/** The custom properties a host may forward to a frame, and what each value may look like. */
const FORWARDED_VARS: Readonly<Record<string, (value: string) => boolean>> = (() => {
  const color = matching(/^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i);
  const vars: Record<string, (value: string) => boolean> = {
    "--pulso-radius": matching(/^\d{1,3}(\.\d+)?(px|rem|em)$/),
    "--pulso-font-size": readableFontSize,
    "--pulso-font": matching(/^[\w\s,"'-]{1,200}$/),
  };
  for (const name of [
    "bg",
    "text",
    "muted",
    "border",
    "accent",
    "on-accent",
    "up",
    "down",
    "skeleton",
  ]) {
    vars[`--pulso-color-${name}`] = color;
  }
  return vars;
})();

/** The custom property names a host forwards (read from its element's computed style). */
export const FORWARDED_VAR_NAMES: readonly string[] = Object.keys(FORWARDED_VARS);

type Fields = Record<string, unknown>;

function record(data: unknown): Fields | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  return (data as Fields).protocol === FRAME_PROTOCOL ? (data as Fields) : null;
}

function onlyKeys(fields: Fields, allowed: readonly string[]): boolean {
  return Object.keys(fields).every((key) => allowed.includes(key));
}

function size(value: unknown): value is number {
  return (
    typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= FRAME_MAX_SIZE_PX
  );
}

function id(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** A frame's message as the host accepts it, or null. */
export function parseFrameMessage(data: unknown): FrameToHostMessage | null {
  const fields = record(data);
  if (!fields) return null;
  switch (fields.type) {
    case "ready":
      return onlyKeys(fields, ["protocol", "type"])
        ? { protocol: FRAME_PROTOCOL, type: "ready" }
        : null;
    case "resize": {
      if (!onlyKeys(fields, ["protocol", "type", "height", "width"])) return null;
      if (!size(fields.height)) return null;
      if (fields.width !== undefined && !size(fields.width)) return null;
      return {
        protocol: FRAME_PROTOCOL,
        type: "resize",
        height: Math.ceil(fields.height),
        ...(fields.width === undefined ? {} : { width: Math.ceil(fields.width as number) }),
      };
    }
    case "error": {
      if (!onlyKeys(fields, ["protocol", "type", "reason"])) return null;
      const { reason } = fields;
      const known = FRAME_ERROR_REASONS.find((candidate) => candidate === reason);
      return known ? { protocol: FRAME_PROTOCOL, type: "error", reason: known } : null;
    }
    case "interacted":
      return onlyKeys(fields, ["protocol", "type"])
        ? { protocol: FRAME_PROTOCOL, type: "interacted" }
        : null;
    case "bet-placed": {
      if (!onlyKeys(fields, ["protocol", "type", "marketId"])) return null;
      const { marketId } = fields;
      if (!id(marketId)) return null;
      return { protocol: FRAME_PROTOCOL, type: "bet-placed", marketId };
    }
    default:
      return null;
  }
}

/** A host's message as the frame accepts it, or null. Variables that fail their check are dropped. */
export function parseHostMessage(data: unknown): HostToFrameMessage | null {
  const fields = record(data);
  if (
    !fields ||
    fields.type !== "theme" ||
    !onlyKeys(fields, ["protocol", "type", "theme", "vars"])
  )
    return null;
  const { theme, vars } = fields;
  if (theme !== "light" && theme !== "dark" && theme !== "auto") return null;
  if (typeof vars !== "object" || vars === null || Array.isArray(vars)) return null;
  const accepted: Record<string, string> = {};
  for (const [name, value] of Object.entries(vars as Fields)) {
    const check = Object.prototype.hasOwnProperty.call(FORWARDED_VARS, name)
      ? FORWARDED_VARS[name]
      : undefined;
    if (check && typeof value === "string" && check(value.trim())) {
      accepted[name] = value.trim();
    }
  }
  return { protocol: FRAME_PROTOCOL, type: "theme", theme, vars: accepted };
}

/** The popup's message as the frame accepts it, or null. */
export function parsePopupMessage(data: unknown): PopupToFrameMessage | null {
  const fields = record(data);
  if (!fields || fields.type !== "embed-code") return null;
  if (!onlyKeys(fields, ["protocol", "type", "code", "nonce"])) return null;
  const { code, nonce } = fields;
  if (typeof code !== "string" || code.length < 16 || code.length > 256) return null;
  if (!isNonce(nonce)) return null;
  return { protocol: FRAME_PROTOCOL, type: "embed-code", code, nonce };
}

/** The bet window's message as the frame accepts it, or null. */
export function parsePopupBetMessage(data: unknown): PopupBetPlacedMessage | null {
  const fields = record(data);
  if (!fields || fields.type !== "bet-placed") return null;
  if (!onlyKeys(fields, ["protocol", "type", "nonce"])) return null;
  const { nonce } = fields;
  return isNonce(nonce) ? { protocol: FRAME_PROTOCOL, type: "bet-placed", nonce } : null;
}

/** A nonce as {@link createNonce} makes them (or any URL-safe one of 16–64 characters). */
function isNonce(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(value);
}

/** A random URL-safe nonce (128 bits) from the platform's CSPRNG. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
