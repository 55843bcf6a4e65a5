import type { Context } from 'hono';
import { API_FILTER_KEYS, type ApiFilterKey } from '../../../contract/paths';
import type { ApiVersion } from '../../../contract/versions';
import type { AdsStore } from '../../ads-store';
import { okResponse } from '../envelope';
import { filterItemsQuery } from '../filter-items-query';
import { planAllows } from '../plan-access';
import { adPlatform } from '../platform-param';
import { ServiceError } from '../service-error';
import type { ServiceEnv } from '../service-env';

function isApiFilterKey(value: string): value is ApiFilterKey {
  return (API_FILTER_KEYS as readonly string[]).includes(value);
}

/** `filter items`: options of a filter whose catalogue entry has an `api_url`, by text or by ids. */
export function filterItemsOperation(store: AdsStore, version: ApiVersion) {
  return async (c: Context<ServiceEnv>) => {
    const platform = adPlatform(c.req.param('platform') ?? '');
    const key = c.req.param('filter') ?? '';
    const catalogue = store.catalogue(platform, version);
    const filter = catalogue.group.filters.find((f) => f.key === key && f.component_data.api_url);
    if (!filter || !isApiFilterKey(key)) {
      throw new ServiceError(
        'not_found',
        `Platform ${platform} has no filter ${JSON.stringify(key)} with options to look up.`,
      );
    }
    if (!planAllows(c.var.apiKey.plan, catalogue.planOf[key])) {
      throw new ServiceError('plan_forbidden', `Your plan does not include the filter ${key}.`);
    }
    const query = filterItemsQuery({
      search: c.req.query('search'),
      idParams: [...(c.req.queries('ids') ?? []), ...(c.req.queries('id') ?? [])],
      body: c.var.body,
    });
    return okResponse(c, await store.filterItems(platform, key, query));
  };
}
