import type { Db, DbSession } from '../../src/service/storage/db';

/**
 * `db` behind a switch: while `down`, every statement fails as `pg` fails when the server refuses
 * connections (a server stopped or restarting), and `refused` counts them.
 */
export function outageDb(db: Db) {
  let down = false;
  const state = { refused: 0 };
  const refuse = () => {
    state.refused += 1;
    return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  };
  const session = (inner: DbSession): DbSession => ({
    query: (sql, params) => (down ? refuse() : inner.query(sql, params)),
    exec: (sql) => (down ? refuse() : inner.exec(sql)),
  });
  return {
    db: {
      ...session(db),
      transaction: (work) => (down ? refuse() : db.transaction((tx) => work(session(tx)))),
      close: () => db.close(),
    } satisfies Db,
    /** Statements refused so far. */
    get refused() {
      return state.refused;
    },
    stop() {
      down = true;
    },
    start() {
      down = false;
    },
  };
}
