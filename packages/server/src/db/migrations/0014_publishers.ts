/**
 * Publishers (DESIGN §12): news sites that embed Pulso.
 *
 * - `publishers`: name, contact, default language and theme, revenue share in basis points
 *   (0–5,000: at most 50% of the trading fees of bets placed through its embeds), status
 *   `pending` → `active` ↔ `suspended`. Its balance is the ledger account `publisher:<id>`.
 * - `publisher_origins`: the sites it registered; an origin belongs to one publisher. The active
 *   publishers' origins drive `frame-ancestors`, embed-session approval and the popup's site name.
 * - `publisher_members`: the users who see its console.
 * - A bet placed through a frame records its publisher, the article (the host page's path) and
 *   the share in force then, so the share credited at resolution does not move when an admin
 *   changes it later. An embed session records the publisher its site belonged to.
 * - `embed_bet_windows`: a bet window (`/embed/bet`, where a frame that can keep no cookie sends
 *   its reader) that the server opened for a publisher's site, with the article: a bet placed
 *   from it with the platform's own session is credited to that publisher (the token, hashed,
 *   is in the window's page only; it expires with the window).
 * - `embed_views`: widget views (on screen for a second) and interactions per day, publisher and
 *   article, from the loader's beacon. `embed_readers`: per day, publisher and article, a hash of
 *   the reader's address and browser under a salt of that day only (`embed_beacon_salts`, dropped
 *   after the day): it counts distinct readers without a cookie and cannot follow anyone from one
 *   day to the next.
 */
export default /* sql */ `
CREATE TABLE publishers (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  contact_email text NOT NULL,
  default_language text NOT NULL DEFAULT 'es' CHECK (default_language IN ('es', 'en')),
  default_theme text NOT NULL DEFAULT 'auto' CHECK (default_theme IN ('light', 'dark', 'auto')),
  share_bps integer NOT NULL DEFAULT 0 CHECK (share_bps BETWEEN 0 AND 5000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'suspended')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE publisher_origins (
  origin text PRIMARY KEY CHECK (origin ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$'),
  publisher_id text NOT NULL REFERENCES publishers(id) ON DELETE CASCADE
);
CREATE INDEX publisher_origins_publisher_idx ON publisher_origins (publisher_id);

CREATE TABLE publisher_members (
  publisher_id text NOT NULL REFERENCES publishers(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (publisher_id, user_id)
);
CREATE INDEX publisher_members_user_idx ON publisher_members (user_id);

ALTER TABLE bets
  ADD COLUMN publisher_id text REFERENCES publishers(id),
  ADD COLUMN article_path text CHECK (article_path IS NULL OR (article_path LIKE '/%' AND length(article_path) <= 300)),
  ADD COLUMN publisher_share_bps integer CHECK (publisher_share_bps BETWEEN 0 AND 5000),
  ADD CONSTRAINT bets_publisher_share_check
    CHECK ((publisher_id IS NULL) = (publisher_share_bps IS NULL) AND (publisher_id IS NOT NULL OR article_path IS NULL));
CREATE INDEX bets_publisher_idx ON bets (publisher_id, created_at) WHERE publisher_id IS NOT NULL;

ALTER TABLE embed_sessions ADD COLUMN publisher_id text REFERENCES publishers(id);
CREATE INDEX embed_sessions_publisher_idx ON embed_sessions (publisher_id, created_at) WHERE publisher_id IS NOT NULL;

CREATE TABLE embed_bet_windows (
  token_hash text PRIMARY KEY,
  publisher_id text NOT NULL REFERENCES publishers(id) ON DELETE CASCADE,
  article_path text CHECK (article_path IS NULL OR (article_path LIKE '/%' AND length(article_path) <= 300)),
  expires_at timestamptz NOT NULL
);
CREATE INDEX embed_bet_windows_expires_idx ON embed_bet_windows (expires_at);

CREATE TABLE embed_views (
  day date NOT NULL,
  publisher_id text NOT NULL REFERENCES publishers(id) ON DELETE CASCADE,
  article_path text NOT NULL CHECK (article_path LIKE '/%' AND length(article_path) <= 300),
  views bigint NOT NULL DEFAULT 0 CHECK (views >= 0),
  interactions bigint NOT NULL DEFAULT 0 CHECK (interactions >= 0),
  PRIMARY KEY (publisher_id, day, article_path)
);

CREATE TABLE embed_readers (
  day date NOT NULL,
  publisher_id text NOT NULL REFERENCES publishers(id) ON DELETE CASCADE,
  article_path text NOT NULL,
  reader_hash text NOT NULL,
  PRIMARY KEY (publisher_id, day, article_path, reader_hash)
);

CREATE TABLE embed_beacon_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);
`;
