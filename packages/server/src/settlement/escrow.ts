import type { Queryable } from "../db/database";
import { marketAccount } from "../ledger/accounts";
import { LedgerError, postTransaction } from "../ledger/ledger";

/**
 * Moves whatever is left in a settled market's escrow (unspent subsidy, losers' stakes and
 * rounding dust) to `house:subsidy` with the reference `market_close:<id>`, then checks the
 * escrow is empty. Runs inside the settlement's transaction, after every payout or refund.
 */
export async function closeEscrow(tx: Queryable, marketId: string): Promise<number> {
  const before = await tx.query<{ escrow_cents: number }>(
    "SELECT escrow_cents FROM markets WHERE id = $1",
    [marketId],
  );
  const rest = before.rows[0]?.escrow_cents ?? 0;
  if (rest > 0) {
    const posted = await postTransaction(tx, {
      kind: "market_close",
      reference: `market_close:${marketId}`,
      marketId,
      description: "Market closed: the rest of the escrow returns to the house",
      entries: [
        { account: marketAccount(marketId), amountCents: -rest },
        { account: "house:subsidy", amountCents: rest },
      ],
    });
    if (posted === null) throw new LedgerError(`market_close:${marketId} was already posted`);
  }
  const after = await tx.query<{ escrow_cents: number }>(
    "SELECT escrow_cents FROM markets WHERE id = $1",
    [marketId],
  );
  if (after.rows[0]?.escrow_cents !== 0) {
    throw new LedgerError(`market ${marketId} still holds escrow after closing`);
  }
  return rest;
}

/**
 * Splits a user's payout over their winning bets in proportion to each bet's shares, flooring
 * each share and putting the remainder on the last bet, so the bets add up to exactly the
 * ledger payout (the audit checks it).
 * @example splitPayout(1001, [1, 1]) // [500, 501]
 */
export function splitPayout(totalCents: number, sharesMicro: readonly number[]): number[] {
  if (sharesMicro.length === 0) return [];
  const total = BigInt(totalCents);
  const allShares = sharesMicro.reduce((sum, shares) => sum + BigInt(shares), 0n);
  let given = 0n;
  return sharesMicro.map((shares, index) => {
    const part =
      index === sharesMicro.length - 1
        ? total - given
        : allShares === 0n
          ? 0n
          : (total * BigInt(shares)) / allShares;
    given += part;
    return Number(part);
  });
}
