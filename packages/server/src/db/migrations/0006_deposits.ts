/**
 * Card deposits (DESIGN §9): every attempt a user reports, credited or failed. A credited deposit
 * names its processor's transaction id and its ledger posting; the partial unique index makes a
 * transaction id creditable once per processor, whatever retries or concurrent posts arrive
 * (the ledger's unique reference `deposit:card:<processor>:<id>` guards the same fact).
 */
export default /* sql */ `
CREATE TABLE deposits (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  method text NOT NULL CHECK (method IN ('card', 'crypto')),
  status text NOT NULL CHECK (status IN ('completed', 'failed', 'pending')),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL DEFAULT 'USD',
  processor text NOT NULL,
  processor_transaction_id text,
  transaction_record jsonb,
  error_message text,
  ledger_transaction_id bigint UNIQUE REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'completed' OR (amount_cents > 0 AND processor_transaction_id IS NOT NULL
                                   AND ledger_transaction_id IS NOT NULL))
);
CREATE UNIQUE INDEX deposits_credited_once ON deposits (processor, processor_transaction_id)
  WHERE status = 'completed';
CREATE INDEX deposits_user_idx ON deposits (user_id, created_at DESC, id DESC);
`;
