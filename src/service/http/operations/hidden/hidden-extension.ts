import type { Context } from 'hono';
import { HIDDEN_OPERATIONS } from '../../../../contract/extensions/hidden-operations';
import type { HiddenStore } from '../../../hidden-store';
import { pathId } from '../../extension-input';
import { operationRoutes } from '../../extensions/operation-routes';
import type { ExtensionGuards, ServiceExtension } from '../../extensions/service-extension';
import { adPlatform } from '../../platform-param';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

/** The `hidden` extension: what a key hides is left out of its v2 searches from the next snapshot on. */
export function hiddenExtension(hidden: HiddenStore, guards: ExtensionGuards): ServiceExtension {
  const adOf = (c: Context<ServiceEnv>) => {
    const platform = adPlatform(c.req.param('platform') ?? '');
    return { platform, id: pathId(c, 'ad', `ad on ${platform}`) };
  };
  const ownerOf = (c: Context<ServiceEnv>) => pathId(c, 'owner', 'advertiser');
  return operationRoutes(HIDDEN_OPERATIONS, guards, {
    list: async (c, io) => io.ok(await hidden.list(c.var.apiKey.id)),
    hideAd: async (c, io) => {
      const ad = adOf(c);
      io.body();
      if (!(await hidden.hideAd(c.var.apiKey.id, ad.platform, ad.id))) {
        throw new ServiceError('not_found', `Platform ${ad.platform} has no ad ${ad.id}.`);
      }
      return io.ok({ ...ad, hidden: true });
    },
    showAd: async (c, io) => {
      const ad = adOf(c);
      if (!(await hidden.showAd(c.var.apiKey.id, ad.platform, ad.id))) {
        throw new ServiceError('not_found', `You do not hide ad ${ad.id} of ${ad.platform}.`);
      }
      return io.ok({ ...ad, hidden: false });
    },
    hideOwner: async (c, io) => {
      const id = ownerOf(c);
      io.body();
      if (!(await hidden.hideOwner(c.var.apiKey.id, id))) {
        throw new ServiceError('not_found', `There is no advertiser ${id}.`);
      }
      return io.ok({ id, hidden: true });
    },
    showOwner: async (c, io) => {
      const id = ownerOf(c);
      if (!(await hidden.showOwner(c.var.apiKey.id, id))) {
        throw new ServiceError('not_found', `You do not hide advertiser ${id}.`);
      }
      return io.ok({ id, hidden: false });
    },
  });
}
