import { DEMO_KEY_PLANS, type DemoKey } from '../../contract/demo-keys';
import type { ApiKeyRecord } from '../ads-store';

/** Public demo secrets and the records they stand for; accepted unless turned off. */
export const DEMO_KEYS: Record<DemoKey, ApiKeyRecord> = {
  'demo-pro': {
    id: -1,
    label: 'demo-pro',
    plan: DEMO_KEY_PLANS['demo-pro'],
    rateLimit: 1200,
    createdAt: '1970-01-01T00:00:00.000Z',
    revokedAt: null,
  },
  'demo-free': {
    id: -2,
    label: 'demo-free',
    plan: DEMO_KEY_PLANS['demo-free'],
    rateLimit: 300,
    createdAt: '1970-01-01T00:00:00.000Z',
    revokedAt: null,
  },
};

/** Whether `record` is one of the public demo keys (they alone may mint demo accounts). */
export function isDemoKey(record: ApiKeyRecord): boolean {
  return Object.values(DEMO_KEYS).some((demo) => demo.id === record.id);
}
