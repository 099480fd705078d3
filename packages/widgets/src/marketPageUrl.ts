/**
 * The platform's page for a market (`<origin>/market/<id>`, the portal's route), or its home
 * without one: where a widget that cannot show itself sends the reader instead.
 */
export function marketPageUrl(origin: string, marketId: string | null | undefined): string {
  return marketId ? `${origin}/market/${encodeURIComponent(marketId)}` : `${origin}/`;
}
