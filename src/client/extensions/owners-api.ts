import { OWNER_OPERATIONS as OP } from '../../contract/extensions/owner-operations';
import type { OwnerProfile } from '../../contract/extensions/owners';
import type { RequestOptions } from '../ads-client';
import { callOperation } from './call-operation';
import type { ExtensionSender } from './extension-request';

/** `GET /owners/{id}` of the `owners` extension: an advertiser's profile and ad counts by platform. */
export function ownerProfile(client: ExtensionSender, owner: number, options?: RequestOptions): Promise<OwnerProfile> {
  return callOperation(client, OP.profile, { params: { owner } }, options);
}
