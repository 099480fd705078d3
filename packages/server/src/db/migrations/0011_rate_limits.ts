/**
 * Rate limits shared by every instance (DESIGN §5): one row per (limit, subject) holding the uses
 * counted in the current window and when that window ends. Subjects are stored as a digest, so
 * the table holds no e-mail or address. Expired rows are deleted as new windows open
 * (http/rateLimiter.ts), so the table stays as small as the set of subjects active in a window.
 */
export default /* sql */ `
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);
`;
