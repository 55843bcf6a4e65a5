import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { emptyInputSchema } from '../../../../contract/extensions/empty-input';
import { EXTENSION_ROUTES as R } from '../../../../contract/extensions/extension-paths';
import type { HiddenStore } from '../../../hidden-store';
import { okResponse } from '../../envelope';
import { parseInput, pathId } from '../../extension-input';
import type { ServiceExtension } from '../../extensions/service-extension';
import { methodNotAllowed } from '../../method-not-allowed';
import { adPlatform } from '../../platform-param';
import { ServiceError } from '../../service-error';
import type { ServiceEnv } from '../../service-env';

type Handler = (c: Context<ServiceEnv>) => Promise<Response>;

/** The `hidden` extension: what a key hides is left out of its v2 searches from the next snapshot on. */
export function hiddenExtension(hidden: HiddenStore, guard: MiddlewareHandler<ServiceEnv>): ServiceExtension {
  const adOf = (c: Context<ServiceEnv>) => {
    const platform = adPlatform(c.req.param('platform') ?? '');
    return { platform, id: pathId(c, 'ad', `ad on ${platform}`) };
  };
  const ownerOf = (c: Context<ServiceEnv>) => pathId(c, 'owner', 'advertiser');
  const op = {
    list: async (c) => okResponse(c, await hidden.list(c.var.apiKey.id)),
    hideAd: async (c) => {
      const ad = adOf(c);
      parseInput(emptyInputSchema, c.var.body);
      if (!(await hidden.hideAd(c.var.apiKey.id, ad.platform, ad.id))) {
        throw new ServiceError('not_found', `Platform ${ad.platform} has no ad ${ad.id}.`);
      }
      return okResponse(c, { ...ad, hidden: true });
    },
    showAd: async (c) => {
      const ad = adOf(c);
      if (!(await hidden.showAd(c.var.apiKey.id, ad.platform, ad.id))) {
        throw new ServiceError('not_found', `You do not hide ad ${ad.id} of ${ad.platform}.`);
      }
      return okResponse(c, { ...ad, hidden: false });
    },
    hideOwner: async (c) => {
      const id = ownerOf(c);
      parseInput(emptyInputSchema, c.var.body);
      if (!(await hidden.hideOwner(c.var.apiKey.id, id))) {
        throw new ServiceError('not_found', `There is no advertiser ${id}.`);
      }
      return okResponse(c, { id, hidden: true });
    },
    showOwner: async (c) => {
      const id = ownerOf(c);
      if (!(await hidden.showOwner(c.var.apiKey.id, id))) {
        throw new ServiceError('not_found', `You do not hide advertiser ${id}.`);
      }
      return okResponse(c, { id, hidden: false });
    },
  } satisfies Record<string, Handler>;
  const routes = new Hono<ServiceEnv>()
    .get(R.hidden, guard, op.list)
    .all(R.hidden, methodNotAllowed('GET'))
    .put(R.hiddenAd, guard, op.hideAd)
    .delete(R.hiddenAd, guard, op.showAd)
    .all(R.hiddenAd, methodNotAllowed('PUT, DELETE'))
    .put(R.hiddenOwner, guard, op.hideOwner)
    .delete(R.hiddenOwner, guard, op.showOwner)
    .all(R.hiddenOwner, methodNotAllowed('PUT, DELETE'));
  return { name: 'hidden', routes };
}
