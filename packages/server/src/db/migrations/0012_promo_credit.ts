/**
 * Promotional credit is not cash (DESIGN §5, issue 14 item 1). Each user row caches its
 * unconverted promo credit beside the balance (`promo_cents`, never above it); each ledger
 * transaction records how much it moved that figure (`promo_cents`, signed), so the audit can
 * recompute it; each bet records the part of its stake the promo credit paid. E-mail addresses
 * are verified through single-use links before any withdrawal.
 *
 * Existing users keep, as promo credit, the sign-up credit the old rule already refused to pay
 * out (credit − net stakes, at most the balance). It is recorded as one `promo_opening`
 * transaction per user, after all of the user's earlier movements, that moves no money
 * (house:promo −X and +X) and only marks it. `ledger_rule_starts` records where the new rules
 * begin, so the audit holds older movements to the rule they were made under.
 */
export default /* sql */ `
ALTER TABLE users ADD COLUMN promo_cents bigint NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
ALTER TABLE ledger_transactions ADD COLUMN promo_cents bigint NOT NULL DEFAULT 0;
ALTER TABLE bets ADD COLUMN promo_cents bigint NOT NULL DEFAULT 0;
ALTER TABLE bets ADD CONSTRAINT bets_promo_within_stake
  CHECK (promo_cents >= 0 AND promo_cents <= amount_cents);

WITH credit AS (
  SELECT t.user_id, sum(e.amount_cents) AS cents
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'user:' || t.user_id
   WHERE t.kind = 'signup_credit'
   GROUP BY t.user_id
), staked AS (
  SELECT t.user_id, -sum(e.amount_cents) AS cents
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'user:' || t.user_id
   WHERE t.kind IN ('bet', 'refund')
   GROUP BY t.user_id
), opening AS (
  SELECT u.id, least(u.balance_cents, greatest(0, c.cents - greatest(0, coalesce(s.cents, 0)))) AS promo
    FROM users u
    JOIN credit c ON c.user_id = u.id
    LEFT JOIN staked s ON s.user_id = u.id
), marked AS (
  INSERT INTO ledger_transactions (kind, reference, user_id, description, promo_cents)
  SELECT 'promo_opening', 'promo_opening:' || id, id, 'Unspent sign-up credit stays promotional', promo
    FROM opening WHERE promo > 0
  RETURNING id, user_id, promo_cents
), entries AS (
  INSERT INTO ledger_entries (transaction_id, account, amount_cents)
  SELECT marked.id, 'house:promo', side.sign * marked.promo_cents
    FROM marked, (VALUES (-1), (1)) AS side(sign)
)
UPDATE users SET promo_cents = marked.promo_cents FROM marked WHERE users.id = marked.user_id;

-- The promo credit rules hold for movements recorded from here on: older ones (a sign-up credit
-- not marked as promo, a withdrawal of winnings with no deposit) followed the old rule.
CREATE TABLE ledger_rule_starts (
  rule text PRIMARY KEY,
  after_transaction_id bigint NOT NULL
);
INSERT INTO ledger_rule_starts (rule, after_transaction_id)
SELECT 'promo_credit', coalesce(max(id), 0) FROM ledger_transactions;

ALTER TABLE users ADD CONSTRAINT users_promo_within_balance
  CHECK (promo_cents >= 0 AND promo_cents <= balance_cents);

CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id, created_at DESC);
`;
