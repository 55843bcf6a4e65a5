import type { ApiKeyRecord, KeyStore, Plan } from '../ads-store';
import { generateKey } from './generate-key';
import { hashKey } from './hash-key';

/** Requests a minute a new key gets when `--rate-limit` is not given. */
export const DEFAULT_RATE_LIMITS: Record<Plan, number> = { free: 120, pro: 600 };

/** Issues a key: stores the hash of a fresh secret and hands the secret back this one time. */
export async function issueKey(
  keys: KeyStore,
  input: { plan: Plan; label?: string; rateLimit?: number },
): Promise<{ record: ApiKeyRecord; secret: string }> {
  const secret = generateKey();
  const record = await keys.create({
    label: input.label ?? '',
    plan: input.plan,
    rateLimit: input.rateLimit ?? DEFAULT_RATE_LIMITS[input.plan],
    hash: hashKey(secret),
  });
  return { record, secret };
}

/** One line per key, without any secret: `id  plan  limit/min  state  created  label`. */
export function formatKeyList(records: ApiKeyRecord[]): string {
  if (records.length === 0) return 'No keys yet. Create one with: npm run keys -- create --plan pro';
  const rows = records.map((r) => [
    String(r.id),
    r.plan,
    `${r.rateLimit}/min`,
    r.revokedAt ? `revoked ${r.revokedAt.slice(0, 10)}` : 'active',
    r.createdAt.slice(0, 10),
    r.label,
  ]);
  const header = ['id', 'plan', 'limit', 'state', 'created', 'label'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
