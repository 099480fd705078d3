import type { ResolutionHook } from "./types";
import { publisherAccount } from "../ledger/accounts";
import { postTransaction } from "../ledger/ledger";

/** The ledger reference of one publisher's share of one market: posted once, ever. */
export const publisherShareReference = (marketId: string, publisherId: string): string =>
  `publisher_share:${marketId}:${publisherId}`;

/**
 * A resolution hook (DESIGN §12): each publisher whose frames took bets on the resolved
 * prediction market is credited its share of those bets' trading fees, from `house:fees` to
 * `publisher:<id>`, inside the resolution's transaction (it commits with the payouts or not at
 * all). The share is the one in force when each bet was placed (recorded on the bet), summed in
 * integer arithmetic: floor(Σ fee × bps / 10,000); the remainder, under a cent, stays with the
 * house. The per-(market, publisher) reference makes a second posting impossible.
 */
export const payPublisherShares: ResolutionHook = async (tx, market) => {
  if (market.kind !== "prediction") return;
  const shares = await tx.query<{ publisher_id: string; cents: string }>(
    `SELECT publisher_id, div(sum(fee_cents * publisher_share_bps), 10000)::bigint AS cents
       FROM bets WHERE market_id = $1 AND publisher_id IS NOT NULL AND status <> 'refunded'
      GROUP BY publisher_id ORDER BY publisher_id`,
    [market.id],
  );
  for (const share of shares.rows) {
    const cents = Number(share.cents);
    if (cents <= 0) continue;
    await postTransaction(tx, {
      kind: "publisher_share",
      reference: publisherShareReference(market.id, share.publisher_id),
      marketId: market.id,
      description: "Publisher revenue share",
      entries: [
        { account: "house:fees", amountCents: -cents },
        { account: publisherAccount(share.publisher_id), amountCents: cents },
      ],
    });
  }
};
