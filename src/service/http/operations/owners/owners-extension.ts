import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { EXTENSION_ROUTES as R } from '../../../../contract/extensions/extension-paths';
import type { AdsStore } from '../../../ads-store';
import type { OwnerStore } from '../../../owner-store';
import { okResponse } from '../../envelope';
import { pathId } from '../../extension-input';
import type { ServiceExtension } from '../../extensions/service-extension';
import { methodNotAllowed } from '../../method-not-allowed';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

/**
 * The `owners` extension: advertiser profiles. Its `search_field` kinds (`owner_id`, `domain`)
 * ride on the v2 search itself.
 */
export function ownersExtension(
  owners: OwnerStore,
  store: AdsStore,
  guard: MiddlewareHandler<ServiceEnv>,
): ServiceExtension {
  const profile = async (c: Context<ServiceEnv>) => {
    const id = pathId(c, 'owner', 'advertiser');
    const found = await owners.profile(id, new URL(c.req.url).origin, await store.now());
    if (!found) throw new ServiceError('not_found', `There is no advertiser ${id}.`);
    return okResponse(c, found);
  };
  const routes = new Hono<ServiceEnv>().get(R.owner, guard, profile).all(R.owner, methodNotAllowed('GET'));
  return { name: 'owners', routes };
}
