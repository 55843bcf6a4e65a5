import { PLATFORM_KEYS, type PlatformKey } from '../../contract/platforms';
import type { OwnerRecord, RevisionRecord, StatCounters } from '../storage/ad-records';
import { insertAds, openRevisions } from '../storage/ad-writer';
import type { Db } from '../storage/db';
import { retireBeyond } from '../storage/retired-ads';
import { stampedWrite } from '../storage/snapshot-watermark';
import { generateAd } from './generate-ad';
import { firstRevision, nextRevision } from './generate-revision';
import { createRng, hashString } from './prng';

/** What one batch did. */
export interface IngestReport {
  added: number;
  updated: number;
  /** Oldest ads that left the catalogue to keep it within `maxAds`. */
  retired: number;
}

export interface IngestorOptions {
  /** Unix milliseconds the new rows are stamped with (read under the snapshot lock); defaults to the system clock. */
  clock?: () => number;
  /**
   * The most live ads the catalogue keeps (`INGEST_MAX_ADS`): each batch retires the oldest past
   * it, in the same stamped write. Undefined lets the catalogue grow without bound.
   */
  maxAds?: number;
}

interface CurrentRow extends StatCounters {
  ad_id: number;
  platform: PlatformKey;
  first_seen: Date;
  valid_from: Date;
  last_seen: Date;
  days_running: number;
  seen_count: number;
  impressions: number | string;
  traffic: number;
}

const ms = (date: Date) => new Date(date).getTime();

function revisionOf(row: CurrentRow): RevisionRecord {
  return {
    adId: row.ad_id,
    validFrom: ms(row.valid_from),
    lastSeen: ms(row.last_seen),
    daysRunning: row.days_running,
    seenCount: row.seen_count,
    impressions: Number(row.impressions),
    traffic: row.traffic,
    views: row.views,
    likes: row.likes,
    reposts: row.reposts,
    comments: row.comments,
    upvotes: row.upvotes,
  };
}

/**
 * Keeps the catalogue moving like a live collector: each batch indexes new ads (a third of it),
 * sees existing ads again, closing their revision and opening a new one with grown stats, and
 * retires the oldest ads past `maxAds`. Randomness is seeded from the batch's instant, never from
 * Math.random.
 */
export function createIngestor(db: Db, options: IngestorOptions = {}) {
  const clock = options.clock ?? Date.now;
  let owners: OwnerRecord[] | undefined;

  async function loadOwners(): Promise<OwnerRecord[]> {
    const { rows } = await db.query<{
      id: number;
      name: string;
      handle: string;
      category_id: number;
      is_verified: boolean;
    }>('SELECT id, name, handle, category_id, is_verified FROM owners ORDER BY id');
    return rows.map((o) => ({
      id: o.id,
      name: o.name,
      handle: o.handle,
      categoryId: o.category_id,
      isVerified: o.is_verified,
    }));
  }

  return async function ingestBatch(batch: number): Promise<IngestReport> {
    owners ??= await loadOwners();
    const known = owners;
    if (known.length === 0 || batch <= 0) return { added: 0, updated: 0, retired: 0 };
    // Stamped once the snapshot lock is held, so the batch is visible exactly to snapshots cut
    // after it committed (DESIGN §4).
    return stampedWrite(db, clock, async (tx, now) => {
      const rng = createRng(hashString(String(now)));
      const { rows } = await tx.query<{ max_id: number | null }>('SELECT max(id) AS max_id FROM ads');
      const maxId = rows[0]?.max_id ?? 0;
      const added = Math.ceil(batch / 3);
      const ads = Array.from({ length: added }, (_, i) =>
        generateAd(rng, {
          id: maxId + 1 + i,
          platform: rng.pick(PLATFORM_KEYS),
          owner: rng.pick(known),
          firstSeen: now,
        }),
      );
      const picked = [...new Set(Array.from({ length: Math.min(maxId, batch - added) }, () => rng.int(1, maxId)))];
      // Retired ads are not seen again: their last revision stays as they left.
      const current = await tx.query<CurrentRow>(
        `SELECT r.*, a.platform, a.first_seen FROM ad_revisions r JOIN ads a ON a.id = r.ad_id
         WHERE r.valid_to IS NULL AND a.retired_at IS NULL AND r.ad_id = ANY($1::integer[]) ORDER BY r.ad_id`,
        [picked],
      );
      const updates = current.rows.map((row) => {
        const seenAt = Math.max(now, ms(row.valid_from) + 1);
        return nextRevision(rng, row.platform, ms(row.first_seen), revisionOf(row), seenAt);
      });
      await insertAds(tx, ads);
      await openRevisions(tx, [...ads.map((ad) => firstRevision(rng, ad, now)), ...updates]);
      const retired = options.maxAds === undefined ? 0 : await retireBeyond(tx, options.maxAds, now);
      return { added: ads.length, updated: updates.length, retired };
    });
  };
}

export interface IngestionOptions extends IngestorOptions {
  /** Pause between batches (`INGEST_INTERVAL_MS`). */
  intervalMs: number;
  /** Ads touched per batch (`INGEST_BATCH`). */
  batch: number;
  /** Told what each batch did, after it is committed. */
  onBatch?: (report: IngestReport) => void;
  /** Called when a batch fails; ingestion goes on with the next one. */
  onError?: (error: unknown) => void;
}

/** Runs ingestion batches one after another, `intervalMs` apart, until `stop` resolves. */
export function startIngestion(db: Db, options: IngestionOptions): { stop(): Promise<void> } {
  const ingest = createIngestor(db, options);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const report = options.onError ?? ((error: unknown) => console.error('ingestion batch failed', error));
  const runBatch = async () => {
    try {
      const done = await ingest(options.batch);
      options.onBatch?.(done);
    } catch (error) {
      report(error);
    }
  };
  const tick = () => {
    running = runBatch().finally(() => {
      if (!stopped) timer = setTimeout(tick, options.intervalMs);
    });
  };
  timer = setTimeout(tick, options.intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
