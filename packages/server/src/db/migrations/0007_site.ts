/**
 * Poll suggestions (spec §3, DESIGN §2) and the site settings: banners with their active window
 * and counters, the header's market links (seeded with one entry per category), the stored
 * footer configuration, and the web-vital reports pages send.
 */
export default /* sql */ `
CREATE TABLE poll_suggestions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  title_en text NOT NULL,
  title_es text,
  description_en text NOT NULL,
  description_es text,
  category text NOT NULL CHECK (category IN ('presidential', 'congressional', 'state', 'local', 'international', 'other')),
  estimated_end_date timestamptz,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'created')),
  admin_notes text,
  -- Basis points (7.5% = 750): the share is computed in integers, never in floating point.
  profit_share_bps integer CHECK (profit_share_bps BETWEEN 500 AND 1500),
  linked_market_id text UNIQUE REFERENCES markets(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status NOT IN ('approved', 'created') OR profit_share_bps IS NOT NULL),
  CHECK ((status = 'created') = (linked_market_id IS NOT NULL))
);
CREATE INDEX poll_suggestions_user_idx ON poll_suggestions (user_id, created_at);
CREATE INDEX poll_suggestions_status_idx ON poll_suggestions (status, created_at);

CREATE TABLE banners (
  id text PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('es', 'en')),
  title text NOT NULL,
  subtitle text,
  image_url text,
  link_url text,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  starts_at timestamptz,
  ends_at timestamptz,
  views bigint NOT NULL DEFAULT 0,
  clicks bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX banners_language_idx ON banners (language, active, sort_order);

CREATE TABLE market_links (
  key text PRIMARY KEY,
  url text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  text_en text NOT NULL,
  text_es text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO market_links (key, url, sort_order, text_en, text_es) VALUES
  ('all', '/markets/all', 0, 'All markets', 'Todos los mercados'),
  ('presidential', '/markets/presidential', 1, 'Presidential', 'Presidenciales'),
  ('congressional', '/markets/congressional', 2, 'Congressional', 'Congreso'),
  ('state', '/markets/state', 3, 'State', 'Estatales'),
  ('local', '/markets/local', 4, 'Local', 'Locales'),
  ('international', '/markets/international', 5, 'International', 'Internacionales'),
  ('other', '/markets/other', 6, 'Other', 'Otros');

-- The footer an admin stored; without a row the built-in default is served.
CREATE TABLE footer_settings (
  config_key text PRIMARY KEY,
  config jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE web_vitals (
  id bigserial PRIMARY KEY,
  name text NOT NULL CHECK (name IN ('LCP', 'CLS', 'INP', 'FCP', 'TTFB')),
  value double precision NOT NULL CHECK (value >= 0),
  rating text CHECK (rating IN ('good', 'needs-improvement', 'poor')),
  report_id text,
  path text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX web_vitals_name_idx ON web_vitals (name, created_at);
`;
