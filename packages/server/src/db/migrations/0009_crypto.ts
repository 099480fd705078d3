/**
 * Crypto deposits and withdrawals (DESIGN §9, issue 6 items 2 and 3): payment requests with
 * their own HD-derived address, and withdrawals whose funds are held through the ledger.
 */
export default /* sql */ `
-- Each payment request takes the next HD index, so no two requests share an address.
CREATE SEQUENCE crypto_address_index_seq MINVALUE 0 START 0;

CREATE TABLE crypto_payments (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  chain_id integer NOT NULL,
  chain_key text NOT NULL,
  token_symbol text NOT NULL,
  -- The ERC-20 contract (checksummed), or null for the native coin.
  token_address text,
  decimals integer NOT NULL,
  address_index integer NOT NULL UNIQUE,
  payment_address text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- The exact amount to receive, in the token's smallest unit.
  exact_amount numeric(78, 0) NOT NULL CHECK (exact_amount > 0),
  -- The chain head when the request was made: transfers before it are not this request's.
  start_block bigint NOT NULL,
  -- Native coins: the last block scanned for transfers to the address.
  scanned_block bigint NOT NULL,
  status text NOT NULL DEFAULT 'waiting'
    CHECK (status IN ('waiting', 'received', 'confirmed', 'failed', 'expired')),
  tx_hash text,
  -- The Transfer log's index in its block; -1 for a native transfer (no log).
  log_index integer,
  block_number bigint,
  block_hash text,
  confirmations integer NOT NULL DEFAULT 0,
  required_confirmations integer NOT NULL,
  failure_reason text,
  ledger_transaction_id bigint REFERENCES ledger_transactions(id),
  expires_at timestamptz NOT NULL,
  credited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status NOT IN ('received', 'confirmed') OR tx_hash IS NOT NULL)
);
-- One on-chain transfer pays at most one request (with the ledger reference, a replay credits nothing).
CREATE UNIQUE INDEX crypto_payments_transfer_idx
  ON crypto_payments (chain_key, tx_hash, log_index) WHERE tx_hash IS NOT NULL;
CREATE INDEX crypto_payments_open_idx ON crypto_payments (chain_id, status)
  WHERE status IN ('waiting', 'received');
CREATE INDEX crypto_payments_user_idx ON crypto_payments (user_id, created_at DESC);

CREATE TABLE withdrawals (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  chain_id integer NOT NULL,
  chain_key text NOT NULL,
  token_symbol text NOT NULL,
  wallet_address text NOT NULL,
  estimated_fee text NOT NULL,
  -- 'sending' is 'approved' with a signed transaction recorded before it is broadcast.
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'approved', 'sending', 'sent', 'completed', 'rejected')),
  tx_hash text UNIQUE,
  signed_tx text,
  admin_notes text,
  reviewed_by text REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status NOT IN ('sending', 'sent', 'completed') OR (tx_hash IS NOT NULL AND signed_tx IS NOT NULL))
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at DESC);
`;
