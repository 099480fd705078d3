/**
 * Idempotency claims with a holder and an age (DESIGN §3): each claim carries a random token and
 * the time it was taken, so work that stores its answer in its own transaction can check it still
 * holds the key, and a claim whose process died unanswered can be taken over after a lease.
 * Rows from before this migration are answered or long dead: they get an old `claimed_at`.
 */
export default /* sql */ `
ALTER TABLE idempotency_keys ADD COLUMN claim_token text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys ADD COLUMN claimed_at timestamptz;
UPDATE idempotency_keys SET claimed_at = created_at;
ALTER TABLE idempotency_keys ALTER COLUMN claimed_at SET NOT NULL;
ALTER TABLE idempotency_keys ALTER COLUMN claimed_at SET DEFAULT now();
`;
