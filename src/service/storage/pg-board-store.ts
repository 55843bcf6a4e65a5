import { randomBytes } from 'node:crypto';
import type { Board } from '../../contract/extensions/boards';
import type { BoardStore } from '../board-store';
import { hashKey } from '../keys/hash-key';
import { boardAdsPage } from './board-ads-page';
import { bookmarkedAmong } from './bookmarked-sql';
import type { Db } from './db';

interface BoardRow {
  id: number;
  name: string;
  ads_count: number | string;
  shared: boolean;
  created_at: Date;
  updated_at: Date;
}

const iso = (date: Date) => new Date(date).toISOString();

function toBoard(row: BoardRow): Board {
  return {
    id: row.id,
    name: row.name,
    ads_count: Number(row.ads_count),
    shared: row.shared,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The boards of one key, `b`, with their counts; `where` narrows further. */
const boardsOf = (where: string) =>
  `SELECT b.id, b.name, b.created_at, b.updated_at,
     (SELECT count(*) FROM board_ads x WHERE x.board_id = b.id) AS ads_count,
     EXISTS (SELECT 1 FROM board_shares s WHERE s.board_id = b.id) AS shared
   FROM boards b WHERE b.key_id = $1 ${where}`;

/** The BoardStore port; share tokens are 192 random bits stored only as their sha256. */
export function createPgBoardStore(db: Db, clock: () => number = Date.now): BoardStore {
  const nowSeconds = () => Math.floor(clock() / 1000);
  const one = async (keyId: number, boardId: number) =>
    (await db.query<BoardRow>(boardsOf('AND b.id = $2'), [keyId, boardId])).rows[0];
  const owns = async (keyId: number, boardId: number) =>
    (await db.query('SELECT 1 FROM boards WHERE id = $1 AND key_id = $2', [boardId, keyId])).rows.length > 0;
  const touch = (boardId: number) => db.query('UPDATE boards SET updated_at = now() WHERE id = $1', [boardId]);

  return {
    async list(keyId) {
      const { rows } = await db.query<BoardRow>(`${boardsOf('')} ORDER BY b.updated_at DESC, b.id DESC`, [keyId]);
      return rows.map(toBoard);
    },
    async create(keyId, name) {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO boards (key_id, name) VALUES ($1, $2) RETURNING id',
        [keyId, name],
      );
      return toBoard((await one(keyId, rows[0]!.id))!);
    },
    async get(keyId, boardId) {
      const row = await one(keyId, boardId);
      return row && toBoard(row);
    },
    async rename(keyId, boardId, name) {
      await db.query('UPDATE boards SET name = $3, updated_at = now() WHERE id = $1 AND key_id = $2', [
        boardId,
        keyId,
        name,
      ]);
      const row = await one(keyId, boardId);
      return row && toBoard(row);
    },
    async remove(keyId, boardId) {
      const { rows } = await db.query('DELETE FROM boards WHERE id = $1 AND key_id = $2 RETURNING id', [
        boardId,
        keyId,
      ]);
      return rows.length > 0;
    },
    async ads(keyId, boardId, page, origin) {
      if (!(await owns(keyId, boardId))) return undefined;
      return boardAdsPage(db, { id: boardId, page, origin, nowSeconds: nowSeconds(), bookmarked: true });
    },
    async save(keyId, boardId, platform, adId, note) {
      if (!(await owns(keyId, boardId))) return 'no_board';
      const { rows } = await db.query(
        `INSERT INTO board_ads (board_id, ad_id, key_id, note)
         SELECT $1, a.id, $3, $4 FROM ads a WHERE a.id = $2 AND a.platform = $5
         ON CONFLICT (board_id, ad_id) DO UPDATE SET note = EXCLUDED.note
         RETURNING ad_id`,
        [boardId, adId, keyId, note, platform],
      );
      if (rows.length === 0) return 'no_ad';
      await touch(boardId);
      return 'saved';
    },
    async unsave(keyId, boardId, platform, adId) {
      const { rows } = await db.query(
        `DELETE FROM board_ads b USING ads a
         WHERE b.board_id = $1 AND b.key_id = $2 AND b.ad_id = $3 AND a.id = b.ad_id AND a.platform = $4
         RETURNING b.ad_id`,
        [boardId, keyId, adId, platform],
      );
      if (rows.length > 0) await touch(boardId);
      return rows.length > 0;
    },
    async share(keyId, boardId) {
      if (!(await owns(keyId, boardId))) return undefined;
      const token = randomBytes(24).toString('base64url');
      await db.query(
        `INSERT INTO board_shares (token_hash, board_id) VALUES ($1, $2)
         ON CONFLICT (board_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`,
        [hashKey(token), boardId],
      );
      return token;
    },
    async unshare(keyId, boardId) {
      if (!(await owns(keyId, boardId))) return false;
      await db.query('DELETE FROM board_shares WHERE board_id = $1', [boardId]);
      return true;
    },
    async shared(token) {
      const { rows } = await db.query<{ id: number; name: string; ads_count: string | number; updated_at: Date }>(
        `SELECT b.id, b.name, b.updated_at, (SELECT count(*) FROM board_ads x WHERE x.board_id = b.id) AS ads_count
         FROM board_shares s JOIN boards b ON b.id = s.board_id WHERE s.token_hash = $1`,
        [hashKey(token)],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        boardId: row.id,
        board: { name: row.name, ads_count: Number(row.ads_count), updated_at: iso(row.updated_at) },
      };
    },
    sharedAds(boardId, page, origin) {
      return boardAdsPage(db, { id: boardId, page, origin, nowSeconds: nowSeconds(), bookmarked: false });
    },
    bookmarked: (keyId, adIds) => bookmarkedAmong(db, keyId, adIds),
  };
}
