import { z } from '../../contract/zod';
import { isPublicDemoKey } from '../../contract/demo-keys';
import type { ConnectionSettings } from './connection-settings';
import { builtOnFirstUse } from '../../contract/built-on-first-use';

/** A demo account this browser minted: its own key and the plan it carries. */
export const storedDemoAccountSchema = builtOnFirstUse(() =>
  z.object({
    apiKey: z.string().check(z.minLength(1)),
    plan: z.enum(['free', 'pro']),
  }),
);
export type StoredDemoAccount = z.infer<typeof storedDemoAccountSchema>;

/**
 * Where the account of a demo key at a base URL is kept: one per service and demo key, in local
 * storage, so the browser keeps its workspace across sessions. Never in a link or a cookie.
 */
const storageKey = (settings: Pick<ConnectionSettings, 'baseUrl' | 'apiKey'>) =>
  `ads-explorer.demo-account:${settings.apiKey}@${settings.baseUrl.replace(/\/+$/, '')}`;

/** The account this browser keeps for the public demo key `settings` send, if they send one and it parses. */
export function readDemoAccount(local: Storage, settings: ConnectionSettings): StoredDemoAccount | undefined {
  if (!isPublicDemoKey(settings.apiKey)) return undefined;
  const stored = local.getItem(storageKey(settings));
  if (stored === null) return undefined;
  try {
    const parsed = storedDemoAccountSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the account minted for the demo key `settings` send. */
export function writeDemoAccount(local: Storage, settings: ConnectionSettings, account: StoredDemoAccount): void {
  local.setItem(storageKey(settings), JSON.stringify(account));
}

/** Forgets the account kept for the demo key `settings` send, if it is still `account`. */
export function forgetDemoAccount(local: Storage, settings: ConnectionSettings, account: StoredDemoAccount): void {
  if (readDemoAccount(local, settings)?.apiKey === account.apiKey) local.removeItem(storageKey(settings));
}
