/**
 * The platform's page for a market (`<origin>/market/<id>`, the portal's route), or its home
 * without one: where a widget that cannot show itself sends the reader instead.
 */
export function marketPageUrl(origin: string, marketId: string | null | undefined): string {
  return marketId ? `${origin}/market/${encodeURIComponent(marketId)}` : `${origin}/`;
}

/** The attribute set on an element whose code failed to load (value: `load`). */
export const ERROR_ATTRIBUTE = "data-pulso-error";

/** The text of the link to the market a widget shows when its code cannot load, by language. */
export const OPEN_ON_PULSO = { es: "Ver en Pulso", en: "View on Pulso" } as const;
