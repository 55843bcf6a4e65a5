import { okEnvelopeSchema } from '../../contract/envelope';
import { EXTENSION_PATHS as P } from '../../contract/extensions/extension-paths';
import { hiddenListSchema, type HiddenList } from '../../contract/extensions/hidden';
import type { RequestOptions } from '../ads-client';
import type { AdKey } from './boards-api';
import { acknowledgedEnvelope, extensionRequest as req, type ExtensionSender } from './extension-request';

const hiddenEnvelope = okEnvelopeSchema(hiddenListSchema);

/** The `hidden` extension (DESIGN §8): hides count from the next page 1, never inside a snapshot. */
export function hiddenApi(client: ExtensionSender) {
  const call = async (request: ReturnType<typeof req>, options?: RequestOptions) => {
    await client.send(request, acknowledgedEnvelope, options);
  };
  return {
    list: (options?: RequestOptions): Promise<HiddenList> =>
      client.send(req('GET', P.hidden()), hiddenEnvelope, options),
    hideAd: (ad: AdKey, options?: RequestOptions) => call(req('PUT', P.hiddenAd(ad.platform, ad.id)), options),
    showAd: (ad: AdKey, options?: RequestOptions) => call(req('DELETE', P.hiddenAd(ad.platform, ad.id)), options),
    hideOwner: (owner: number, options?: RequestOptions) => call(req('PUT', P.hiddenOwner(owner)), options),
    showOwner: (owner: number, options?: RequestOptions) => call(req('DELETE', P.hiddenOwner(owner)), options),
  };
}

export type HiddenApi = ReturnType<typeof hiddenApi>;
