/**
 * @pulso/sdk/public — the lean public-data client of embedded widgets (DESIGN §7): markets,
 * price histories and the leaderboard from public calls, one socket, pushes applied as they
 * come. It carries no query cache, session, account or payment code, and no zod.
 */
export { createPublicClient, UNFOLLOW_GRACE_MS } from "./createPublicClient";
export type { MarkupRequest, PublicClient, PublicClientOptions } from "./createPublicClient";
export { fixedPublicData } from "./fixedPublicData";
export type { PublicData, Resource, Snapshot } from "./publicData";
export type { ConnectionState, ConnectionStatus } from "../realtime/connectionState";
export type { ReadableStore } from "../store";
export { withPricePoint, withPrices } from "../realtime/priceUpdate";
export type { MarketPriceUpdate } from "../realtime/priceUpdate";

// Texts and numbers in one language: the client side's one lookup (DESIGN §8).
export { createMessageBook } from "../i18n/messageBook";
export type { MessageTree } from "../i18n/messageBook";
export { createTranslate } from "../i18n/translate";
export type { Translate, TranslateOptions } from "../i18n/translate";
export type { TranslationParams } from "../i18n/catalogues/catalogue";
export { formatCents, formatDate, formatMoney, formatNumber, formatPercent } from "../i18n/format";
export type { DateInput } from "../i18n/format";
