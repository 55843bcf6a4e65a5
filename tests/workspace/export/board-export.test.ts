import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/errors';
import { boardsApi } from '../../../src/client/extensions/boards-api';
import { collectBoardAds } from '../../../src/workspace/boards/board-export';
import { exportFile } from '../../../src/workspace/core/export-file/export-file';
import { exportTable } from '../../../src/workspace/core/export-file/export-rows';
import { connectedTestService } from '../../utils/connected-service';

const served = connectedTestService({ ads: 200 });

describe('exporting a board', () => {
  it('reads every page of the board with notes, waits out a rate limit, and writes them as CSV', async () => {
    const boards = boardsApi(served.connection.client);
    const board = await boards.create('Summer');
    const ads = (await served.connection.client.search('mega', {})).ads.slice(0, 15);
    const more = (await served.connection.client.search('mega', { page: 2, last_hit: undefined })).ads.slice(0, 5);
    for (const [index, ad] of [...ads, ...more].entries()) await boards.save(board.id, ad, `note ${index}, "quoted"`);
    let refused = false;
    const waits: number[] = [];
    const progress: number[] = [];
    const items = await collectBoardAds(
      (page) => {
        if (!refused && page === 2) {
          refused = true;
          return Promise.reject(new ApiError({ code: 1009, status: 429, message: 'slow down', retryAfterSeconds: 2 }));
        }
        return boards.ads(board.id, page);
      },
      {
        signal: new AbortController().signal,
        onProgress: (count) => progress.push(count),
        sleep: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      },
    );
    expect(items).toHaveLength(20);
    expect(waits).toEqual([2000]);
    expect(progress).toEqual([18, 20]);
    // Last saved first.
    expect(items[0]?.note).toBe('note 19, "quoted"');
    const read: number[] = [];
    const table = await exportTable(items, (ad, options) => served.connection.client.adDetail(ad, options), {
      board: true,
      signal: new AbortController().signal,
      onProgress: (done) => read.push(done),
    });
    expect(read.at(-1)).toBe(20);
    const file = exportFile(table, 'csv', 'board-summer', new Date('2026-05-01T00:00:00Z'));
    expect(file.name).toBe('board-summer-2026-05-01.csv');
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toMatch(/^ad_id,platform,advertiser_id,advertiser_name,.*,countries,note,saved_at$/);
    expect(lines[1]).toMatch(/,"note 19, ""quoted""",\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
    // Every column the service fills is filled from the board's summaries and the details read.
    expect(table.unfilled.filter((column) => column !== 'post_url' && column !== 'call_to_action')).toEqual([]);
  });
});
