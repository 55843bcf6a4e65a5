import type { Hono, MiddlewareHandler } from 'hono';
import type { Extension } from '../../../contract/extensions/capabilities';
import type { ServiceEnv } from '../service-env';

/** One extension of DESIGN §8: its name, listed by `capabilities`, and its routes under `/api/v2`. */
export interface ServiceExtension {
  name: Extension;
  routes: Hono<ServiceEnv>;
}

/** What extension routes are guarded with: `guard` as every operation, `open` for keyless reads. */
export interface ExtensionGuards {
  guard: MiddlewareHandler<ServiceEnv>;
  /** Needed only by an extension with keyless operations. */
  open?: MiddlewareHandler<ServiceEnv>;
}
