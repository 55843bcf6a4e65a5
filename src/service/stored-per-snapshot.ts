import { createHash } from 'node:crypto';
import type { z } from '../contract/zod';
import type { CountQuery } from './ad-counter';
import type { SnapshotAnswers } from './snapshot-answers';

/** `value` as JSON with every object's keys in order, so equal questions read the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a `kind` of answer reads, but for its snapshot: the platform, version, validated fields,
 * the key whose hides apply (none without the `hidden` extension) and the answer's own `options`.
 * A hash, as bodies may be long.
 */
export function questionKey(kind: string, query: CountQuery, options: unknown = null): string {
  const { platform, version, fields, hiddenFor = null } = query;
  return createHash('sha256')
    .update(canonicalJson({ kind, platform, version, fields, hiddenFor, options }))
    .digest('base64url');
}

/** How a kind of answer is kept: its name in the keys, its schema, and its options in a question. */
export interface KeptAnswer<Q extends CountQuery, A> {
  kind: string;
  schema: z.ZodMiniType<A>;
  options?: (query: Q) => unknown;
}

/**
 * `read` done once per question and snapshot: kept answers answer at once; otherwise this process
 * reads (once, however many requests ask meanwhile) and keeps the answer. Exact, since a
 * snapshot's rows never change: every process would read the same. Snapshots with no write
 * between them hold the same rows, so they share one answer (`SnapshotAnswers.find`).
 */
export function storedPerSnapshot<Q extends CountQuery, A>(
  read: (query: Q) => Promise<A>,
  answers: SnapshotAnswers,
  { kind, schema, options }: KeptAnswer<Q, A>,
): (query: Q) => Promise<A> {
  const reading = new Map<string, Promise<A>>();
  const readAndKeep = async (key: string, query: Q) => {
    const kept = await answers.find(key, query.lastHit);
    if (kept.answer !== undefined) return schema.parse(kept.answer);
    const answer = await read(query);
    await answers.keep(key, { since: kept.since, until: query.lastHit }, answer);
    return answer;
  };
  return (query) => {
    const key = questionKey(kind, query, options?.(query));
    const id = `${query.lastHit}:${key}`;
    const running = reading.get(id);
    if (running) return running;
    const work = readAndKeep(key, query).finally(() => reading.delete(id));
    reading.set(id, work);
    return work;
  };
}
