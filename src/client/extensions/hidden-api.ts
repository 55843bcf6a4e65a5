import { HIDDEN_OPERATIONS as OP } from '../../contract/extensions/hidden-operations';
import type { HiddenList } from '../../contract/extensions/hidden';
import type { RequestOptions } from '../ads-client';
import type { AdKey } from './boards-api';
import { callOperation as call } from './call-operation';
import type { ExtensionSender } from './extension-request';

/** The `hidden` extension (DESIGN §8): hides count from the next page 1, never inside a snapshot. */
export function hiddenApi(client: ExtensionSender) {
  const ad = ({ platform, id }: AdKey) => ({ params: { platform, ad: id } });
  const owner = (id: number) => ({ params: { owner: id } });
  return {
    list: (options?: RequestOptions): Promise<HiddenList> => call(client, OP.list, {}, options),
    async hideAd(key: AdKey, options?: RequestOptions): Promise<void> {
      await call(client, OP.hideAd, ad(key), options);
    },
    async showAd(key: AdKey, options?: RequestOptions): Promise<void> {
      await call(client, OP.showAd, ad(key), options);
    },
    async hideOwner(id: number, options?: RequestOptions): Promise<void> {
      await call(client, OP.hideOwner, owner(id), options);
    },
    async showOwner(id: number, options?: RequestOptions): Promise<void> {
      await call(client, OP.showOwner, owner(id), options);
    },
  };
}

export type HiddenApi = ReturnType<typeof hiddenApi>;
