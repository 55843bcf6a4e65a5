import type { BoardAdsPage } from '../../contract/extensions/boards';
import { PAGE_SIZE } from '../../contract/search-request';
import { toSummary, type SummaryRow } from './ad-views';
import type { Db } from './db';
import { SUMMARY_COLUMNS } from './search-sql';

interface BoardAdRow extends SummaryRow {
  note: string;
  saved_at: Date;
}

/**
 * Page `page` of a board's ads, last saved first (then by id, so the order is total), each with
 * its current revision and seen instants (boards are v2, where `seen_at` comes with them), as of
 * `nowSeconds`. `bookmarked` is what every summary says.
 */
export async function boardAdsPage(
  db: Db,
  board: { id: number; page: number; origin: string; nowSeconds: number; bookmarked: boolean },
): Promise<BoardAdsPage> {
  const { rows } = await db.query<BoardAdRow>(
    `SELECT ${SUMMARY_COLUMNS}, b.note, b.saved_at
     FROM board_ads b
     JOIN ads a ON a.id = b.ad_id
     JOIN ad_revisions r ON r.ad_id = a.id AND r.valid_to IS NULL
     JOIN owners o ON o.id = a.owner_id
     WHERE b.board_id = $1
     ORDER BY b.saved_at DESC, b.ad_id DESC
     LIMIT ${PAGE_SIZE + 1} OFFSET $2`,
    [board.id, (board.page - 1) * PAGE_SIZE],
  );
  return {
    ads: rows.slice(0, PAGE_SIZE).map((row) => ({
      ad: { ...toSummary(row, board.origin, board.nowSeconds, true), is_bookmarked: board.bookmarked },
      note: row.note,
      saved_at: new Date(row.saved_at).toISOString(),
    })),
    current_page: board.page,
    has_next_page: rows.length > PAGE_SIZE,
  };
}
