import { setTimeout as sleep } from 'node:timers/promises';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/postgres/cluster';

/** How long `npm start` on a fresh clone took to its first page, and to create and seed its database within that. */
export interface FreshCloneStart {
  firstPageMs: number;
  creatingMs: number;
  seedingMs: number;
}

/**
 * Clones this repository's HEAD into a temporary folder (no `dist/`, no `data/`), links the
 * installed packages in (installing is not the start's time), runs `npm start` there and times it
 * to the first page of a link that lists ads (the page's markup carries its first ads: the
 * server render). Creating and seeding the database are read from the start's log. The start gets
 * an empty temp folder of its own, as on a new machine: the dump of a migrated database that
 * earlier runs leave in the system's temp folder would spare it initdb (`openPgliteDir`). The
 * clone is removed after.
 */
export async function freshCloneStart(link = '/platform_b'): Promise<FreshCloneStart> {
  const root = mkdtempSync(join(tmpdir(), 'ads-explorer-clone-'));
  const ownTmp = mkdtempSync(join(tmpdir(), 'ads-explorer-clone-tmp-'));
  try {
    execFileSync('git', ['clone', '--quiet', resolve('.'), root]);
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
    const port = await freePort();
    const started = performance.now();
    const child = spawn('npm', ['start'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', TMPDIR: ownTmp },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`npm start stopped:\n${printed}`);
        if (performance.now() - started > 300_000) throw new Error(`No first page in 5 minutes:\n${printed}`);
        const page = await fetch(`http://127.0.0.1:${port}${link}`).catch(() => undefined);
        if (page?.ok && (await page.text()).includes('<article')) break;
        await sleep(100);
      }
      const firstPageMs = performance.now() - started;
      const seconds = (pattern: RegExp) => {
        const match = pattern.exec(printed);
        return match ? Number(match[1]) * 1000 : Number.NaN;
      };
      return {
        firstPageMs,
        creatingMs: seconds(/Created the database in ([\d.]+) s/),
        seedingMs: seconds(/Seeded [\d,]+ demo ads in ([\d.]+) s/),
      };
    } finally {
      // npm runs the service in a child of its own: stop the whole group.
      process.kill(-child.pid!, 'SIGINT');
      await new Promise((done) => child.once('exit', done));
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(ownTmp, { recursive: true, force: true });
  }
}
