/**
 * The initial schema: accounts and sessions, markets, bets and positions, the double-entry
 * ledger (DESIGN §3), votes, comments, notifications and idempotency keys. Money columns are
 * bigint cents; shares are bigint micro-shares.
 */
export default /* sql */ `
CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  email_normalized text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  balance_cents bigint NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  language text NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en')),
  first_name text,
  last_name text,
  display_name text,
  date_of_birth date,
  gender text CHECK (gender IN ('male', 'female', 'other', 'prefer_not_to_say')),
  verification_photo_url text,
  country text,
  state text,
  city text,
  cell_phone text,
  facebook_url text,
  instagram_url text,
  whatsapp_number text,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  kind text NOT NULL DEFAULT 'web' CHECK (kind IN ('web', 'embed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE outbox_emails (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- Uploaded images, kept in the database so that every instance serves them.
CREATE TABLE uploads (
  id text PRIMARY KEY,
  owner_id text REFERENCES users(id),
  content_type text NOT NULL,
  data bytea NOT NULL,
  private boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notification_settings (
  user_id text PRIMARY KEY REFERENCES users(id),
  market_resolved boolean NOT NULL DEFAULT true,
  payouts boolean NOT NULL DEFAULT true,
  balance_changes boolean NOT NULL DEFAULT true,
  tickets boolean NOT NULL DEFAULT true,
  suggestions boolean NOT NULL DEFAULT true,
  marketing boolean NOT NULL DEFAULT false,
  email boolean NOT NULL DEFAULT false
);

CREATE TABLE markets (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('prediction', 'poll')),
  status text NOT NULL CHECK (status IN ('pending_review', 'upcoming', 'active', 'closed', 'resolved', 'cancelled')),
  category text NOT NULL CHECK (category IN ('presidential', 'congressional', 'state', 'local', 'international', 'other')),
  title_es text NOT NULL,
  title_en text,
  description_es text NOT NULL,
  description_en text,
  resolution_source text,
  resolution_rules_es text,
  resolution_rules_en text,
  image_url text,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  yes_price integer CHECK (yes_price BETWEEN 1 AND 99),
  no_price integer CHECK (no_price BETWEEN 1 AND 99),
  liquidity_b double precision CHECK (liquidity_b > 0),
  escrow_cents bigint NOT NULL DEFAULT 0 CHECK (escrow_cents >= 0),
  volume_cents bigint NOT NULL DEFAULT 0 CHECK (volume_cents >= 0),
  fees_cents bigint NOT NULL DEFAULT 0 CHECK (fees_cents >= 0),
  bet_count integer NOT NULL DEFAULT 0,
  total_votes integer NOT NULL DEFAULT 0,
  winner_option_id text,
  resolved_at timestamptz,
  featured boolean NOT NULL DEFAULT false,
  suggestion_id text,
  created_by text REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date > start_date)
);
CREATE INDEX markets_status_idx ON markets (status, end_date);
CREATE INDEX markets_category_idx ON markets (category);

CREATE TABLE market_options (
  id text PRIMARY KEY,
  market_id text NOT NULL REFERENCES markets(id) ON DELETE CASCADE,
  position integer NOT NULL,
  text_es text NOT NULL,
  text_en text,
  q_micro bigint NOT NULL DEFAULT 0,
  votes integer NOT NULL DEFAULT 0 CHECK (votes >= 0),
  UNIQUE (market_id, position)
);

CREATE TABLE price_points (
  id bigserial PRIMARY KEY,
  market_id text NOT NULL REFERENCES markets(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  prices double precision[] NOT NULL
);
CREATE INDEX price_points_market_idx ON price_points (market_id, at);

CREATE TABLE bets (
  id text PRIMARY KEY,
  market_id text NOT NULL REFERENCES markets(id),
  option_id text NOT NULL REFERENCES market_options(id),
  user_id text NOT NULL REFERENCES users(id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  fee_cents bigint NOT NULL CHECK (fee_cents >= 0),
  net_cents bigint NOT NULL CHECK (net_cents > 0),
  shares_micro bigint NOT NULL CHECK (shares_micro > 0),
  price_before double precision NOT NULL,
  price_after double precision NOT NULL,
  average_price double precision NOT NULL,
  language text NOT NULL CHECK (language IN ('es', 'en')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'won', 'lost', 'refunded')),
  payout_cents bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX bets_user_idx ON bets (user_id, created_at DESC);
CREATE INDEX bets_market_idx ON bets (market_id, created_at DESC);

CREATE TABLE positions (
  market_id text NOT NULL REFERENCES markets(id),
  user_id text NOT NULL REFERENCES users(id),
  option_id text NOT NULL REFERENCES market_options(id),
  shares_micro bigint NOT NULL DEFAULT 0 CHECK (shares_micro >= 0),
  cost_cents bigint NOT NULL DEFAULT 0 CHECK (cost_cents >= 0),
  payout_cents bigint,
  settled_at timestamptz,
  PRIMARY KEY (market_id, user_id, option_id)
);
CREATE INDEX positions_user_idx ON positions (user_id);

CREATE TABLE votes (
  market_id text NOT NULL REFERENCES markets(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id),
  option_id text NOT NULL REFERENCES market_options(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market_id, user_id)
);

-- The double-entry ledger (DESIGN §3): append only; every transaction sums to zero.
CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  reference text NOT NULL UNIQUE,
  user_id text REFERENCES users(id),
  market_id text REFERENCES markets(id),
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_user_idx ON ledger_transactions (user_id, id DESC);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  account text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', NEW.transaction_id USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append only: correct it with a reversing transaction' USING ERRCODE = 'P0001';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  body_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

CREATE TABLE comments (
  id text PRIMARY KEY,
  market_id text NOT NULL REFERENCES markets(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id),
  content text NOT NULL,
  upvotes integer NOT NULL DEFAULT 0 CHECK (upvotes >= 0),
  downvotes integer NOT NULL DEFAULT 0 CHECK (downvotes >= 0),
  edited boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_market_idx ON comments (market_id, created_at DESC);

CREATE TABLE comment_votes (
  comment_id text NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id),
  value smallint NOT NULL CHECK (value IN (-1, 1)),
  PRIMARY KEY (comment_id, user_id)
);

CREATE TABLE notifications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  type text NOT NULL CHECK (type IN ('success', 'error', 'warning', 'info')),
  title_es text NOT NULL,
  message_es text NOT NULL,
  title_en text NOT NULL,
  message_en text NOT NULL,
  action_url text,
  action_label_es text,
  action_label_en text,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
`;
