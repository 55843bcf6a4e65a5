import { okEnvelopeSchema } from '../../contract/envelope';
import { demoAccountSchema, type DemoAccount } from '../../contract/extensions/demo-accounts';
import { EXTENSION_PATHS as P } from '../../contract/extensions/extension-paths';
import type { RequestOptions } from '../ads-client';
import { extensionRequest as req, type ExtensionSender } from './extension-request';

const demoAccountEnvelope = okEnvelopeSchema(demoAccountSchema);

/** `demo_accounts` (DESIGN §8): trades the client's public demo key for a key of its own; the secret is answered once. */
export function mintDemoAccount(client: ExtensionSender, options?: RequestOptions): Promise<DemoAccount> {
  return client.send(req('POST', P.demoAccounts()), demoAccountEnvelope, options);
}
