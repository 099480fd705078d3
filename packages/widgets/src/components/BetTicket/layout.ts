/**
 * The height a bet ticket reserves in every state (loading, form, confirmation, result), so
 * nothing below it moves (DESIGN §10). React-free, so the embed loader can reserve it early.
 */
export const BET_TICKET_MIN_HEIGHT_PX = 420;
