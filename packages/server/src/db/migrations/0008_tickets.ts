/**
 * Support tickets (issue step 5): the ticket, its thread, and the attached files (bytes kept in
 * the database like other uploads, with the content type found by sniffing, never the one sent).
 * An attachment belongs to the ticket itself (message_id null) or to one message.
 */
export default /* sql */ `
CREATE TABLE tickets (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  subject text NOT NULL,
  category text NOT NULL CHECK (category IN ('technical', 'billing', 'account', 'betting', 'general', 'feedback', 'bug_report')),
  priority text NOT NULL CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
  description text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'pending_user', 'resolved', 'closed')),
  assignee_id text REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  seq bigserial
);
CREATE INDEX tickets_user_idx ON tickets (user_id, updated_at DESC, seq DESC);
CREATE INDEX tickets_updated_idx ON tickets (updated_at DESC, seq DESC);
CREATE INDEX tickets_assignee_idx ON tickets (assignee_id) WHERE assignee_id IS NOT NULL;

CREATE TABLE ticket_messages (
  id text PRIMARY KEY,
  ticket_id text NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  author_id text NOT NULL REFERENCES users(id),
  author_kind text NOT NULL CHECK (author_kind IN ('user', 'admin')),
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigserial
);
CREATE INDEX ticket_messages_ticket_idx ON ticket_messages (ticket_id, seq);

CREATE TABLE ticket_attachments (
  id text PRIMARY KEY,
  ticket_id text NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  message_id text REFERENCES ticket_messages(id) ON DELETE CASCADE,
  filename text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigserial
);
CREATE INDEX ticket_attachments_ticket_idx ON ticket_attachments (ticket_id, seq);
`;
