/**
 * Resolution at scale (issue 18): a market with many positions is resolved in steps that each
 * commit on their own, so no user row stays locked for long and a crash half-way loses nothing.
 *
 * - `settlement_runs`: one row per market whose resolution has begun (the primary key makes a
 *   second start impossible), with the winner and the moment written on its bets and positions.
 *   While `finished_at` is null the market is resolving: its status is `closed` (no bets, no
 *   reopening, no cancellation) and any server that starts resumes the run.
 * - `settlement_payouts`: what each winning position is owed, in integer cents, computed once when
 *   the run begins; `transaction_id` is the ledger posting that paid it (`payout:<market>:<user>`,
 *   unique in the ledger), null until then. Payouts are paid a chunk at a time.
 */
export default /* sql */ `
CREATE TABLE settlement_runs (
  market_id text PRIMARY KEY REFERENCES markets(id),
  winner_option_id text NOT NULL REFERENCES market_options(id),
  settled_at timestamptz NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX settlement_runs_open_idx ON settlement_runs (started_at) WHERE finished_at IS NULL;

CREATE TABLE settlement_payouts (
  market_id text NOT NULL REFERENCES settlement_runs(market_id),
  user_id text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  transaction_id bigint UNIQUE REFERENCES ledger_transactions(id),
  PRIMARY KEY (market_id, user_id)
);
CREATE INDEX settlement_payouts_unpaid_idx ON settlement_payouts (market_id, user_id)
  WHERE transaction_id IS NULL;
`;
