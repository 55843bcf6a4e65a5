import { Hono, type MiddlewareHandler } from 'hono';
import { CAPABILITIES_PATH } from '../../../contract/extensions/capabilities';
import { methodNotAllowed } from '../method-not-allowed';
import { capabilitiesOperation } from '../operations/capabilities';
import type { ServiceEnv } from '../service-env';
import type { ServiceExtension } from './service-extension';

/**
 * The v2 routes beyond the interface doc: `capabilities`, which lists exactly the extensions
 * mounted here, and each extension's own routes.
 */
export function extensionRoutes(extensions: readonly ServiceExtension[], guard: MiddlewareHandler<ServiceEnv>) {
  const app = new Hono<ServiceEnv>()
    .get(CAPABILITIES_PATH, guard, capabilitiesOperation(extensions.map((extension) => extension.name)))
    .all(CAPABILITIES_PATH, methodNotAllowed('GET'));
  for (const extension of extensions) app.route('/', extension.routes);
  return app;
}
