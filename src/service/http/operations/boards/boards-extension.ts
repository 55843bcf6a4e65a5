import { Hono, type MiddlewareHandler } from 'hono';
import { EXTENSION_ROUTES as R } from '../../../../contract/extensions/extension-paths';
import type { BoardStore } from '../../../board-store';
import type { ServiceExtension } from '../../extensions/service-extension';
import { methodNotAllowed } from '../../method-not-allowed';
import type { ServiceEnv } from '../../service-env';
import { boardOperations } from './board-operations';
import { sharedBoardOperations } from './shared-board-operations';

/**
 * The `boards` extension: the key's boards behind `guard`, and the read-only shared views behind
 * `open` (no key; limited per client address).
 */
export function boardsExtension(
  boards: BoardStore,
  guard: MiddlewareHandler<ServiceEnv>,
  open: MiddlewareHandler<ServiceEnv>,
): ServiceExtension {
  const op = boardOperations(boards);
  const shared = sharedBoardOperations(boards);
  const routes = new Hono<ServiceEnv>()
    .get(R.boards, guard, op.list)
    .post(R.boards, guard, op.create)
    .all(R.boards, methodNotAllowed('GET, POST'))
    .get(R.board, guard, op.get)
    .patch(R.board, guard, op.rename)
    .delete(R.board, guard, op.remove)
    .all(R.board, methodNotAllowed('GET, PATCH, DELETE'))
    .get(R.boardAds, guard, op.ads)
    .all(R.boardAds, methodNotAllowed('GET'))
    .put(R.boardAd, guard, op.save)
    .delete(R.boardAd, guard, op.unsave)
    .all(R.boardAd, methodNotAllowed('PUT, DELETE'))
    .post(R.boardShare, guard, op.share)
    .delete(R.boardShare, guard, op.unshare)
    .all(R.boardShare, methodNotAllowed('POST, DELETE'))
    .get(R.sharedBoard, open, shared.board)
    .all(R.sharedBoard, methodNotAllowed('GET'))
    .get(R.sharedBoardAds, open, shared.ads)
    .all(R.sharedBoardAds, methodNotAllowed('GET'));
  return { name: 'boards', routes };
}
