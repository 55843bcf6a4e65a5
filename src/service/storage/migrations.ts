/** A numbered schema change; applied once, in order, and recorded in `schema_migrations`. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The schema. Static facts of an ad live in `ads`; values that change while the service runs
 * live in `ad_revisions`, each valid over [valid_from, valid_to) so a search can read them as of
 * a snapshot instant (DESIGN §4). Plain PostgreSQL: the same statements run on a server.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE owners (
        id integer PRIMARY KEY,
        name text NOT NULL,
        handle text NOT NULL,
        category_id integer NOT NULL,
        is_verified boolean NOT NULL
      );
      CREATE TABLE filter_options (
        filter text NOT NULL,
        key integer NOT NULL,
        label text NOT NULL,
        icon text,
        PRIMARY KEY (filter, key)
      );
      CREATE TABLE ads (
        id integer PRIMARY KEY,
        platform text NOT NULL,
        owner_id integer NOT NULL REFERENCES owners (id),
        owner_category_id integer NOT NULL,
        owner_verified boolean NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        cta_id integer NOT NULL,
        display_url text NOT NULL,
        landing_url text NOT NULL,
        post_url text,
        countries text[] NOT NULL,
        language text NOT NULL,
        gender integer NOT NULL,
        behaviors integer[] NOT NULL,
        interests integer[] NOT NULL,
        publisher_platforms integer[] NOT NULL,
        network integer NOT NULL,
        publisher_id integer NOT NULL,
        placement integer NOT NULL,
        os integer NOT NULL,
        media_kind integer NOT NULL,
        media jsonb NOT NULL,
        search_text text NOT NULL,
        first_seen timestamptz NOT NULL,
        indexed_at timestamptz NOT NULL
      );
      CREATE TABLE ad_revisions (
        ad_id integer NOT NULL REFERENCES ads (id),
        valid_from timestamptz NOT NULL,
        valid_to timestamptz,
        last_seen timestamptz NOT NULL,
        days_running integer NOT NULL,
        seen_count integer NOT NULL,
        impressions bigint NOT NULL,
        traffic integer NOT NULL,
        views integer,
        likes integer,
        reposts integer,
        comments integer,
        upvotes integer,
        PRIMARY KEY (ad_id, valid_from)
      );
      CREATE INDEX ads_platform_indexed ON ads (platform, indexed_at);
      CREATE INDEX ads_owner ON ads (owner_id);
      CREATE INDEX ad_revisions_current ON ad_revisions (ad_id) WHERE valid_to IS NULL;
      CREATE INDEX ad_revisions_valid_from ON ad_revisions (valid_from DESC);
    `,
  },
  {
    version: 2,
    name: 'api_keys',
    sql: `
      CREATE TABLE api_keys (
        id serial PRIMARY KEY,
        label text NOT NULL,
        plan text NOT NULL CHECK (plan IN ('free', 'pro')),
        rate_limit integer NOT NULL,
        key_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );
    `,
  },
  {
    version: 3,
    name: 'rate_limit_windows',
    // Unlogged: counters are worth no WAL, no fsync per request and no replication; a crash resets them.
    sql: `
      CREATE UNLOGGED TABLE rate_limit_windows (
        subject text PRIMARY KEY,
        started_at bigint NOT NULL,
        hits integer NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'revision_sort_indexes',
    // Revisions carry their ad's platform (the distribution column of DESIGN §7) so that one index
    // per platform and sort yields a page in order: a page 1 reads about a page of index entries
    // instead of every revision of every platform. Mega sorts read the platform-free ones (the
    // default sort's is ad_revisions_valid_from).
    sql: `
      ALTER TABLE ad_revisions ADD COLUMN platform text;
      UPDATE ad_revisions r SET platform = a.platform FROM ads a WHERE a.id = r.ad_id;
      ALTER TABLE ad_revisions ALTER COLUMN platform SET NOT NULL;
      CREATE INDEX ad_revisions_platform_valid_from ON ad_revisions (platform, valid_from DESC, ad_id DESC);
      CREATE INDEX ad_revisions_platform_seen_count ON ad_revisions (platform, seen_count DESC, ad_id DESC);
      CREATE INDEX ad_revisions_platform_days_running ON ad_revisions (platform, days_running DESC, ad_id DESC);
      CREATE INDEX ad_revisions_platform_traffic ON ad_revisions (platform, traffic DESC, ad_id DESC);
      CREATE INDEX ad_revisions_platform_impressions ON ad_revisions (platform, impressions DESC, ad_id DESC);
      CREATE INDEX ad_revisions_seen_count ON ad_revisions (seen_count DESC, ad_id DESC);
      CREATE INDEX ad_revisions_days_running ON ad_revisions (days_running DESC, ad_id DESC);
      CREATE INDEX ad_revisions_traffic ON ad_revisions (traffic DESC, ad_id DESC);
      CREATE INDEX ad_revisions_impressions ON ad_revisions (impressions DESC, ad_id DESC);
      CREATE INDEX ads_platform_first_seen ON ads (platform, first_seen DESC, id DESC);
      CREATE INDEX ads_first_seen ON ads (first_seen DESC, id DESC);
    `,
  },
  {
    version: 5,
    name: 'boards',
    // Per key (a key is one account). No foreign key to ads: a board row must not tie shards together.
    sql: `
      CREATE TABLE boards (
        id serial PRIMARY KEY,
        key_id integer NOT NULL,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX boards_key ON boards (key_id, id);
      CREATE TABLE board_ads (
        board_id integer NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
        ad_id integer NOT NULL,
        key_id integer NOT NULL,
        note text NOT NULL,
        saved_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (board_id, ad_id)
      );
      CREATE INDEX board_ads_saved ON board_ads (board_id, saved_at DESC, ad_id DESC);
      CREATE INDEX board_ads_key_ad ON board_ads (key_id, ad_id);
      CREATE TABLE board_shares (
        token_hash text PRIMARY KEY,
        board_id integer NOT NULL UNIQUE REFERENCES boards (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 6,
    name: 'saved_searches',
    sql: `
      CREATE TABLE saved_searches (
        id serial PRIMARY KEY,
        key_id integer NOT NULL,
        name text NOT NULL,
        platform text NOT NULL,
        link text NOT NULL,
        body jsonb NOT NULL,
        last_visit timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX saved_searches_key ON saved_searches (key_id, id);
    `,
  },
  {
    version: 7,
    name: 'hidden',
    // A hide is valid over [hidden_at, shown_at), so a search reads the hides of its snapshot instant.
    sql: `
      CREATE TABLE hidden_ads (
        key_id integer NOT NULL,
        ad_id integer NOT NULL,
        hidden_at timestamptz NOT NULL,
        shown_at timestamptz,
        PRIMARY KEY (key_id, ad_id)
      );
      CREATE TABLE hidden_owners (
        key_id integer NOT NULL,
        owner_id integer NOT NULL,
        hidden_at timestamptz NOT NULL,
        shown_at timestamptz,
        PRIMARY KEY (key_id, owner_id)
      );
    `,
  },
  {
    version: 8,
    name: 'text_term_trigrams',
    // A text term is a substring match (LIKE '%…%'), which no btree serves: without this index a
    // selective term read every ad of its platform. Trigrams only: a GIN index that also held the
    // platform (btree_gin) took the platform's equality too and turned deep pages into bitmap scans.
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX ads_search_text_trigrams ON ads USING gin (search_text gin_trgm_ops);
    `,
  },
  {
    version: 9,
    name: 'platform_filter_indexes',
    // One inverted index per platform over the ads' list columns and text: a page 1 narrowed by
    // several of them intersects short per-platform posting lists (about 1,100 candidates at 1M ads
    // for three filters and a one-trigram term) instead of walking the sort index through thousands
    // of ads or reading a term's postings across every platform. Scalar columns stay out: a GIN
    // entry for gender made the planner read a third of a platform for a deep page.
    sql: `
      CREATE INDEX ads_filters_platform_a ON ads USING gin (countries, behaviors, interests, publisher_platforms, search_text gin_trgm_ops) WHERE platform = 'platform_a';
      CREATE INDEX ads_filters_platform_b ON ads USING gin (countries, behaviors, interests, publisher_platforms, search_text gin_trgm_ops) WHERE platform = 'platform_b';
      CREATE INDEX ads_filters_native ON ads USING gin (countries, behaviors, interests, publisher_platforms, search_text gin_trgm_ops) WHERE platform = 'native';
      CREATE INDEX ads_filters_display ON ads USING gin (countries, behaviors, interests, publisher_platforms, search_text gin_trgm_ops) WHERE platform = 'display';
      CREATE INDEX ads_filters_platform_c ON ads USING gin (countries, behaviors, interests, publisher_platforms, search_text gin_trgm_ops) WHERE platform = 'platform_c';
      CREATE INDEX ads_filters_platform_d ON ads USING gin (countries, behaviors, interests, publisher_platforms, search_text gin_trgm_ops) WHERE platform = 'platform_d';
      CREATE INDEX ads_filters_platform_e ON ads USING gin (countries, behaviors, interests, publisher_platforms, search_text gin_trgm_ops) WHERE platform = 'platform_e';
      CREATE INDEX ads_filters_platform_f ON ads USING gin (countries, behaviors, interests, publisher_platforms, search_text gin_trgm_ops) WHERE platform = 'platform_f';
      CREATE INDEX ads_filters_platform_g ON ads USING gin (countries, behaviors, interests, publisher_platforms, search_text gin_trgm_ops) WHERE platform = 'platform_g';
    `,
  },
  {
    version: 10,
    name: 'ads_visible_from',
    // The instant from which searches see an ad: indexed, and with a revision (null until its first).
    // As revisions follow each other without gaps, an ad is in a snapshot exactly when this is before
    // it, so a count whose filters read no revision column counts ads alone: a capped index-only scan
    // of a platform (with the ids a key's hides are checked against) instead of a join that hashed
    // every revision of the platform.
    sql: `
      ALTER TABLE ads ADD COLUMN visible_from timestamptz;
      UPDATE ads a SET visible_from = greatest(a.indexed_at, f.first_from)
        FROM (SELECT ad_id, min(valid_from) AS first_from FROM ad_revisions GROUP BY ad_id) f
        WHERE f.ad_id = a.id;
      CREATE INDEX ads_platform_visible ON ads (platform, visible_from) INCLUDE (id, owner_id);
    `,
  },
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
];
