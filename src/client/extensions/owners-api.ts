import { okEnvelopeSchema } from '../../contract/envelope';
import { EXTENSION_PATHS as P } from '../../contract/extensions/extension-paths';
import { ownerProfileSchema, type OwnerProfile } from '../../contract/extensions/owners';
import type { RequestOptions } from '../ads-client';
import { extensionRequest as req, type ExtensionSender } from './extension-request';

const ownerEnvelope = okEnvelopeSchema(ownerProfileSchema);

/** `GET /owners/{id}` of the `owners` extension: an advertiser's profile and ad counts by platform. */
export function ownerProfile(client: ExtensionSender, owner: number, options?: RequestOptions): Promise<OwnerProfile> {
  return client.send(req('GET', P.owner(owner)), ownerEnvelope, options);
}
