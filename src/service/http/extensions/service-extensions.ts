import type { MiddlewareHandler } from 'hono';
import type { ExtensionStores } from '../../extension-stores';
import { boardsExtension } from '../operations/boards/boards-extension';
import type { ServiceEnv } from '../service-env';
import type { ServiceExtension } from './service-extension';

/** What extension routes are guarded with: `guard` as every operation, `open` for keyless reads. */
export interface ExtensionGuards {
  guard: MiddlewareHandler<ServiceEnv>;
  open: MiddlewareHandler<ServiceEnv>;
}

/** Every extension this service implements, over `stores`, in the order `capabilities` lists them. */
export function serviceExtensions(stores: ExtensionStores, { guard, open }: ExtensionGuards): ServiceExtension[] {
  return [boardsExtension(stores.boards, guard, open)];
}
