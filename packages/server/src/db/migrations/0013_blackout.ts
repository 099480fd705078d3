/**
 * The election blackout (DESIGN §12). `blackout_rules` holds, per jurisdiction (a country, and a
 * region or '' for all of it), how many days before the election forecasts may not be published,
 * the law that says so, and the time zone its days are counted in; it starts with core's
 * `DEFAULT_BLACKOUT_RULES` (Spain, Argentina, Mexico; a test holds the two equal: migrations run
 * before any package is built, so this one cannot import them) and admins edit it. A market carries its
 * jurisdiction and election day, an admin's window set by hand (both ends, or neither), and
 * whether trading stays open for signed-in users during the window.
 *
 * `market_blackouts` is each market's window: the admin's, else from its election day and its
 * jurisdiction's rule (a region's own rule first, else the country's) — from midnight
 * `days_before` days before the election day until the midnight that ends it, in the rule's
 * time zone (the polls have closed by then) — with the rule's law when there is one.
 */
export default /* sql */ `
CREATE TABLE blackout_rules (
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  region text NOT NULL DEFAULT '' CHECK (region = '' OR region ~ '^[A-Z]{2}-[A-Z0-9]{1,3}$'),
  days_before integer NOT NULL CHECK (days_before BETWEEN 1 AND 30),
  law_es text NOT NULL CHECK (length(law_es) BETWEEN 1 AND 300),
  law_en text NOT NULL CHECK (length(law_en) BETWEEN 1 AND 300),
  time_zone text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (country, region)
);
INSERT INTO blackout_rules (country, region, days_before, law_es, law_en, time_zone) VALUES
  ('ES', '', 5, 'Ley Orgánica del Régimen Electoral General (LOREG), art. 69.7', 'Spain''s Organic Law of the General Electoral Regime (LOREG), art. 69.7', 'Europe/Madrid'),
  ('AR', '', 8, 'Ley 26.215 de Financiamiento de los Partidos Políticos, art. 44 quáter', 'Argentina''s Political Party Financing Law 26.215, art. 44 quáter', 'America/Argentina/Buenos_Aires'),
  ('MX', '', 3, 'Ley General de Instituciones y Procedimientos Electorales (LGIPE), art. 213', 'Mexico''s General Law of Electoral Institutions and Procedures (LGIPE), art. 213', 'America/Mexico_City');

ALTER TABLE markets ADD COLUMN jurisdiction_country text CHECK (jurisdiction_country ~ '^[A-Z]{2}$');
ALTER TABLE markets ADD COLUMN jurisdiction_region text
  CHECK (jurisdiction_region ~ '^[A-Z]{2}-[A-Z0-9]{1,3}$');
ALTER TABLE markets ADD COLUMN election_date date;
ALTER TABLE markets ADD COLUMN blackout_starts_at timestamptz;
ALTER TABLE markets ADD COLUMN blackout_ends_at timestamptz;
ALTER TABLE markets ADD COLUMN blackout_trading_open boolean NOT NULL DEFAULT false;
ALTER TABLE markets ADD CONSTRAINT markets_region_has_country
  CHECK (jurisdiction_region IS NULL OR jurisdiction_country IS NOT NULL);
ALTER TABLE markets ADD CONSTRAINT markets_blackout_window
  CHECK ((blackout_starts_at IS NULL) = (blackout_ends_at IS NULL)
         AND (blackout_starts_at IS NULL OR blackout_starts_at < blackout_ends_at));

CREATE VIEW market_blackouts AS
SELECT m.id AS market_id,
       coalesce(m.blackout_starts_at,
                (m.election_date - r.days_before)::timestamp AT TIME ZONE r.time_zone) AS starts_at,
       coalesce(m.blackout_ends_at,
                (m.election_date + 1)::timestamp AT TIME ZONE r.time_zone) AS ends_at,
       coalesce(r.law_es, '') AS law_es,
       coalesce(r.law_en, '') AS law_en,
       m.blackout_trading_open AS trading_open
  FROM markets m
  LEFT JOIN LATERAL (
    SELECT * FROM blackout_rules r
     WHERE r.country = m.jurisdiction_country
       AND r.region IN (coalesce(m.jurisdiction_region, ''), '')
     ORDER BY r.region DESC LIMIT 1
  ) r ON true
 WHERE m.blackout_starts_at IS NOT NULL
    OR (m.election_date IS NOT NULL AND r.country IS NOT NULL);
`;
