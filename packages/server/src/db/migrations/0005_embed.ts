/**
 * Embed sessions (DESIGN §7): the single-use codes the sign-in popup hands a frame (stored
 * hashed, valid a minute), the caps and publisher origin of each embed-kind session, and the
 * spending that counts against those caps. A spend row is written before the bet (a reservation,
 * `bet_id` NULL) and confirmed with the bet's id, so concurrent bets cannot pass the daily cap.
 */
export default /* sql */ `
CREATE TABLE embed_codes (
  code_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  origin text NOT NULL,
  per_bet_cents bigint NOT NULL CHECK (per_bet_cents > 0),
  daily_cents bigint NOT NULL CHECK (daily_cents > 0),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX embed_codes_expires_idx ON embed_codes (expires_at);

CREATE TABLE embed_sessions (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE REFERENCES sessions(token_hash),
  user_id text NOT NULL REFERENCES users(id),
  origin text NOT NULL,
  per_bet_cents bigint NOT NULL CHECK (per_bet_cents > 0),
  daily_cents bigint NOT NULL CHECK (daily_cents > 0),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX embed_sessions_user_idx ON embed_sessions (user_id);

CREATE TABLE embed_spend (
  id bigserial PRIMARY KEY,
  embed_session_id text NOT NULL REFERENCES embed_sessions(id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL,
  bet_id text UNIQUE
);
CREATE INDEX embed_spend_session_idx ON embed_spend (embed_session_id, created_at);
`;
