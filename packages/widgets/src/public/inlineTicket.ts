import type { Market } from "@pulso/core";

/** The frame each kind of market opens when the reader presses an option on a card. */
const FRAME_OF: Record<Market["kind"], "pulso-bet-ticket" | "pulso-poll"> = {
  prediction: "pulso-bet-ticket",
  poll: "pulso-poll",
};

/** The frame a card opened, by card, so a second press reuses it. */
const opened = new WeakMap<Element, HTMLElement>();

/**
 * A card on its own is complete (DESIGN §7): pressing "Apostar" (or "Votar") opens the framed
 * ticket (or poll) for that market and option right after the card, in the page, with no
 * publisher code. embed.js sees the new element and loads its frame; the frame mounts at once (the
 * reader asked for it) and takes the focus when ready (`autofocus`). A second press moves the same ticket to the
 * new option. The card's `lang`, `theme` and `api-base` go along.
 */
export function openInlineTicket(
  card: Element,
  marketId: string,
  optionId: string,
  kind: Market["kind"],
): void {
  if (!card.parentNode) return;
  const tag = FRAME_OF[kind];
  let frame = opened.get(card);
  if (!frame || !frame.isConnected || frame.localName !== tag) {
    frame?.remove();
    frame = card.ownerDocument.createElement(tag);
    opened.set(card, frame);
    card.after(frame);
  }
  for (const name of ["lang", "theme", "api-base"]) {
    const value = card.getAttribute(name);
    if (value) frame.setAttribute(name, value);
  }
  frame.setAttribute("market", marketId);
  if (tag === "pulso-bet-ticket") frame.setAttribute("option", optionId);
  frame.setAttribute("loading", "eager");
  // The ticket takes the focus when ready (before its code loads, `focus()` would do nothing).
  frame.setAttribute("autofocus", "");
  frame.focus();
}
