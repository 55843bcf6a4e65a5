import type { Context } from 'hono';
import { idTextSchema } from '../../../contract/bounded-values';
import type { ApiVersion } from '../../../contract/versions';
import type { AdsStore } from '../../ads-store';
import { markBookmarked, type SearchExtras } from '../bookmarks';
import { okResponse } from '../envelope';
import { adPlatform } from '../platform-param';
import { ServiceError } from '../service-error';
import type { ServiceEnv } from '../service-env';

/** `ad detail`: the full record, at `data.data` in v1 and at `data` in v2, with what `extras` add. */
export function adDetailOperation(
  store: AdsStore,
  version: ApiVersion,
  { bookmarks, seenAt }: Pick<SearchExtras, 'bookmarks' | 'seenAt'> = {},
) {
  return async (c: Context<ServiceEnv>) => {
    const platform = adPlatform(c.req.param('platform') ?? '');
    const param = c.req.param('ad') ?? '';
    const id = idTextSchema.safeParse(param);
    const detail = id.success ? await store.adDetail(platform, id.data, new URL(c.req.url).origin, seenAt) : undefined;
    if (!detail) throw new ServiceError('not_found', `Platform ${platform} has no ad ${JSON.stringify(param)}.`);
    const [marked] = await markBookmarked([detail], c.var.apiKey.id, bookmarks);
    return okResponse(c, version === 'v1' ? { data: marked } : marked);
  };
}
