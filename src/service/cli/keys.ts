import { parseArgs } from 'node:util';
import type { Plan } from '../ads-store';
import { formatKeyList, issueKey } from '../keys/key-commands';
import { createPgKeyStore } from '../storage/pg-key-store';
import { openDatabase } from '../storage/open-database';

const USAGE = `Usage: npm run keys -- <command>
  create --plan pro|free [--label text] [--rate-limit requests-per-minute]
  list
  revoke <id>
Works on the PostgreSQL server of DATABASE_URL while the service runs, else on the embedded
database in DATA_DIR (default ./data): stop the service first there, one process owns it.`;

class UsageError extends Error {}

function planOf(value: string | undefined): Plan {
  if (value === 'pro' || value === 'free') return value;
  throw new UsageError('--plan must be pro or free');
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${name} must be a positive integer`);
  return Number(value);
}

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { plan: { type: 'string' }, label: { type: 'string' }, 'rate-limit': { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  if (command !== 'create' && command !== 'list' && command !== 'revoke') throw new UsageError('unknown command');
  const id = command === 'revoke' ? positiveInt(rest[0] ?? 'missing', 'id') : undefined;
  const plan = command === 'create' ? planOf(values.plan) : undefined;
  const db = await openDatabase();
  try {
    const keys = createPgKeyStore(db);
    if (plan) {
      const input = { plan, label: values.label, rateLimit: positiveInt(values['rate-limit'], '--rate-limit') };
      const { record, secret } = await issueKey(keys, input);
      return [
        `Created key ${record.id} (${record.plan}, ${record.rateLimit} requests a minute).`,
        `Secret, shown only now — store it safely:`,
        secret,
      ].join('\n');
    }
    if (id !== undefined) return (await keys.revoke(id)) ? `Revoked key ${id}.` : `No active key ${id}.`;
    return formatKeyList(await keys.list());
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (output) => console.log(output),
  (error: unknown) => {
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(usage ? `${(error as Error).message}\n\n${USAGE}` : `keys failed: ${(error as Error).message}`);
    process.exitCode = usage ? 2 : 1;
  },
);
