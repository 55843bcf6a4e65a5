import type { Context } from 'hono';
import type { ApiVersion } from '../../../contract/versions';
import type { AdsStore } from '../../ads-store';
import { okResponse } from '../envelope';
import { groupForPlan } from '../plan-access';
import { searchPlatform } from '../platform-param';
import type { ServiceEnv } from '../service-env';

/** `filters`: the platform's filter group as the caller's plan sees it. */
export function filtersOperation(store: AdsStore, version: ApiVersion) {
  return (c: Context<ServiceEnv>) => {
    const platform = searchPlatform(c.req.param('platform') ?? '', version);
    return okResponse(c, groupForPlan(store.catalogue(platform, version), c.var.apiKey.plan));
  };
}
