import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyText } from '../../../src/service/storage/copy-text';
import type { Db } from '../../../src/service/storage/db';
import { openTestDatabase, testBackend } from '../../utils/test-database';

const AWKWARD = [
  'tab\there',
  'line\nbreak',
  'cr\rhere',
  'back\\slash',
  'quote "q"',
  'comma, {brace}',
  'NULL',
  '\\N',
  '',
];

describe('COPY text', () => {
  it('escapes what COPY would read as structure, and quotes every array text', () => {
    expect(copyText([['a\tb', null, 1.5, true, ['x,y', 'N"'], [1, 2]]])).toBe(
      'a\\tb\t\\N\t1.5\ttrue\t{"x,y","N\\\\""}\t{1,2}\n',
    );
    expect(() => copyText([[Number.NaN]])).toThrow(/NaN/);
  });
});

describe('bulk loading by COPY', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('is offered by the embedded database only, and loads awkward values as they were', async () => {
    expect(typeof db.copyFrom).toBe(testBackend() === 'pglite' ? 'function' : 'undefined');
    if (!db.copyFrom) return;
    await db.exec('CREATE TABLE copied (n integer, t text, list text[], nums integer[], doc jsonb, flag boolean)');
    const rows = AWKWARD.map((t, n) => [n, t, [t, 'plain'], [n, n * 10], JSON.stringify({ t }), n % 2 === 0] as const);
    await db.copyFrom(
      'copied',
      ['n', 't', 'list', 'nums', 'doc', 'flag'],
      copyText([...rows, [99, null, [], [], null, null]]),
    );
    const { rows: read } = await db.query<{
      n: number;
      t: string | null;
      list: string[];
      nums: number[];
      doc: unknown;
    }>('SELECT n, t, list, nums, doc, flag FROM copied ORDER BY n');
    expect(read).toEqual([
      ...rows.map(([n, t, list, nums, , flag]) => ({ n, t, list, nums, doc: { t }, flag })),
      { n: 99, t: null, list: [], nums: [], doc: null, flag: null },
    ]);
  });
});
