import type { Context } from 'hono';
import type { ApiVersion } from '../../../contract/versions';
import type { AdsStore } from '../../ads-store';
import { okResponse } from '../envelope';
import { adPlatform } from '../platform-param';
import { ServiceError } from '../service-error';
import type { ServiceEnv } from '../service-env';

/** `ad detail`: the full record, at `data.data` in v1 and at `data` in v2. */
export function adDetailOperation(store: AdsStore, version: ApiVersion) {
  return async (c: Context<ServiceEnv>) => {
    const platform = adPlatform(c.req.param('platform') ?? '');
    const param = c.req.param('ad') ?? '';
    const id = /^\d{1,15}$/.test(param) ? Number(param) : undefined;
    const detail = id === undefined ? undefined : await store.adDetail(platform, id, new URL(c.req.url).origin);
    if (!detail) throw new ServiceError('not_found', `Platform ${platform} has no ad ${JSON.stringify(param)}.`);
    return okResponse(c, version === 'v1' ? { data: detail } : detail);
  };
}
