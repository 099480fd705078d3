/**
 * For the dashboard, leaderboard and notification bell: a user's ledger entries in entry order
 * (transactions list and running balance), unread notifications per user (the badge), bets by
 * when they were placed and settled (leaderboard periods), and an insertion sequence on
 * notifications, so that several created in one transaction (same `now()`) or within the same
 * clock tick still list newest first.
 */
export default /* sql */ `
CREATE INDEX ledger_entries_account_id_idx ON ledger_entries (account, id);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX bets_created_idx ON bets (created_at);
CREATE INDEX bets_settled_idx ON bets (settled_at) WHERE settled_at IS NOT NULL;
ALTER TABLE notifications ADD COLUMN seq bigserial;
CREATE INDEX notifications_user_seq_idx ON notifications (user_id, created_at DESC, seq DESC);
`;
