import type { Migration } from './migration';

/**
 * The schema's changes since snapshots were made exact on a server (versions 11 on): the
 * watermark that orders writes and cuts, retirement, kept totals and the research extensions'
 * indexes and tables.
 */
export const LATER_MIGRATIONS: readonly Migration[] = [
  {
    version: 11,
    name: 'snapshot_watermark',
    // One row: every write stamped before `safe_before` is committed (snapshot-watermark.ts). It
    // travels in the WAL like any row, so a replica's copy says which snapshots it can serve.
    sql: `
      CREATE TABLE snapshot_watermark (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        safe_before timestamptz NOT NULL
      );
      INSERT INTO snapshot_watermark (safe_before) VALUES (now());
    `,
  },
  {
    version: 12,
    name: 'retired_ads',
    // An ad leaves the catalogue at `retired_at` (retired-ads.ts) but its row stays: snapshots cut
    // before that instant still list it (a `last_hit` never expires), and its detail and board
    // entries still answer. Counts read it from the index, so the index carries it; the live ads
    // by age are what retirement takes from, oldest first.
    sql: `
      ALTER TABLE ads ADD COLUMN retired_at timestamptz;
      DROP INDEX ads_platform_visible;
      CREATE INDEX ads_platform_visible ON ads (platform, visible_from) INCLUDE (id, owner_id, retired_at);
      CREATE INDEX ads_live_by_age ON ads (visible_from, id) WHERE retired_at IS NULL;
    `,
  },
  {
    version: 13,
    name: 'search_totals',
    // The totals of page 1 of a search at a snapshot, counted once and reused by every process
    // (stored-totals.ts): exact, since a snapshot never changes. Unlogged: a cache is worth no WAL
    // and no replication; a crash empties it, which only costs counting again.
    sql: `
      CREATE UNLOGGED TABLE search_totals (
        search text NOT NULL,
        last_hit bigint NOT NULL,
        totals jsonb NOT NULL,
        stored_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (search, last_hit)
      );
      CREATE INDEX search_totals_stored ON search_totals (stored_at);
    `,
  },
  {
    version: 14,
    name: 'snapshot_last_write',
    // The latest instant any stamped write used (snapshot-watermark.ts): snapshots cut after it
    // hold the same rows, so they share one total (pg-totals-store.ts), kept with the last
    // snapshot it is known to hold for. Read from the rows here.
    sql: `
      ALTER TABLE search_totals ADD COLUMN same_until bigint;
      UPDATE search_totals SET same_until = last_hit;
      ALTER TABLE search_totals ALTER COLUMN same_until SET NOT NULL;
      ALTER TABLE snapshot_watermark ADD COLUMN last_write timestamptz;
      UPDATE snapshot_watermark SET last_write = greatest(
        (SELECT max(greatest(indexed_at, visible_from, retired_at)) FROM ads),
        (SELECT max(greatest(valid_from, valid_to)) FROM ad_revisions),
        (SELECT max(greatest(hidden_at, shown_at)) FROM hidden_ads),
        (SELECT max(greatest(hidden_at, shown_at)) FROM hidden_owners)
      );
    `,
  },
  {
    version: 15,
    name: 'ads_lead_media',
    // Ads running the same creative share their lead media file (the video, or the first image):
    // the `similar` extension finds them with this index instead of reading every ad's media.
    sql: `
      CREATE INDEX ads_lead_media ON ads ((media -> 0 ->> 'url'));
    `,
  },
  {
    version: 16,
    name: 'saved_search_feeds',
    // A feed URL is a capability, like a board's share link: 192 random bits, stored only as their
    // sha256, one per saved search (a new one replaces the old), gone with the search.
    sql: `
      CREATE TABLE saved_search_feeds (
        token_hash text PRIMARY KEY,
        search_id integer NOT NULL UNIQUE REFERENCES saved_searches (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 17,
    name: 'webhooks',
    // The secret is kept as given: the sender signs each body with it (HMAC), which a hash of it
    // could not do. \`matched_until\` is the snapshot the last batch was cut at: the next batch holds
    // the ads first seen after it. A delivery is claimed by a lease (\`lease_until\`), so whichever
    // process holds it alone sends it, and a process that died mid-send leaves it to be retried.
    sql: `
      CREATE TABLE webhooks (
        id serial PRIMARY KEY,
        key_id integer NOT NULL,
        search_id integer NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
        url text NOT NULL,
        origin text NOT NULL,
        secret text NOT NULL,
        matched_until timestamptz NOT NULL,
        planning_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX webhooks_key ON webhooks (key_id, id);
      CREATE TABLE webhook_deliveries (
        id text PRIMARY KEY,
        webhook_id integer NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
        kind text NOT NULL,
        body text NOT NULL,
        ads integer NOT NULL,
        status text NOT NULL,
        attempts jsonb NOT NULL DEFAULT '[]',
        next_attempt_at timestamptz,
        lease_until timestamptz,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX webhook_deliveries_log ON webhook_deliveries (webhook_id, created_at DESC);
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending');
    `,
  },
  {
    version: 18,
    name: 'ads_first_seen_covering',
    // A histogram walks a search's newest matches by first seen (pg-ad-histogram.ts): with the
    // snapshot's columns, the owner the key's hides name (and mega's platform) in the first-seen
    // indexes, a search without other filters reads the index alone, as a count does (migration
    // 12); without the owner, the planner read every ad and sorted them (100,000: 141 against 24 ms).
    sql: `
      DROP INDEX ads_platform_first_seen;
      CREATE INDEX ads_platform_first_seen ON ads (platform, first_seen DESC, id DESC) INCLUDE (owner_id, visible_from, retired_at);
      DROP INDEX ads_first_seen;
      CREATE INDEX ads_first_seen ON ads (first_seen DESC, id DESC) INCLUDE (platform, owner_id, visible_from, retired_at);
    `,
  },
  {
    version: 19,
    name: 'snapshot_answers',
    // Histograms are kept per snapshot as totals are (stored-per-snapshot.ts): one table of
    // answers read from a snapshot, each named by the kind of answer in its key.
    sql: `
      ALTER TABLE search_totals RENAME TO snapshot_answers;
      ALTER TABLE snapshot_answers RENAME COLUMN search TO key;
      ALTER TABLE snapshot_answers RENAME COLUMN totals TO answer;
      ALTER INDEX search_totals_pkey RENAME TO snapshot_answers_pkey;
      ALTER INDEX search_totals_stored RENAME TO snapshot_answers_stored;
      DELETE FROM snapshot_answers;
    `,
  },
];
