import type { Migration } from './migration';
import { LATER_MIGRATIONS } from './later-migrations';

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
  ...LATER_MIGRATIONS,
];
