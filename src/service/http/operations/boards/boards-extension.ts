import { BOARD_OPERATIONS } from '../../../../contract/extensions/board-operations';
import type { BoardStore } from '../../../board-store';
import { operationRoutes } from '../../extensions/operation-routes';
import type { ExtensionGuards, ServiceExtension } from '../../extensions/service-extension';
import { boardOperations } from './board-operations';
import { sharedBoardOperations } from './shared-board-operations';

/**
 * The `boards` extension: the key's boards behind `guard`, and the read-only shared views behind
 * `open` (no key; limited per client address).
 */
export function boardsExtension(boards: BoardStore, guards: ExtensionGuards): ServiceExtension {
  return operationRoutes(BOARD_OPERATIONS, guards, { ...boardOperations(boards), ...sharedBoardOperations(boards) });
}
