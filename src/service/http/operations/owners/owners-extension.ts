import { OWNER_OPERATIONS } from '../../../../contract/extensions/owner-operations';
import type { AdsStore } from '../../../ads-store';
import type { OwnerStore } from '../../../owner-store';
import { pathId } from '../../extension-input';
import { operationRoutes } from '../../extensions/operation-routes';
import type { ExtensionGuards, ServiceExtension } from '../../extensions/service-extension';
import { ServiceError } from '../../service-error';

/**
 * The `owners` extension: advertiser profiles. Its `search_field` kinds (`owner_id`, `domain`)
 * ride on the v2 search itself.
 */
export function ownersExtension(owners: OwnerStore, store: AdsStore, guards: ExtensionGuards): ServiceExtension {
  return operationRoutes(OWNER_OPERATIONS, guards, {
    profile: async (c, io) => {
      const id = pathId(c, 'owner', 'advertiser');
      const found = await owners.profile(id, new URL(c.req.url).origin, await store.now());
      if (!found) throw new ServiceError('not_found', `There is no advertiser ${id}.`);
      return io.ok(found);
    },
  });
}
