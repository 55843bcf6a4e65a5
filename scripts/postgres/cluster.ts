import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL server this process started, on 127.0.0.1 only. */
export interface PostgresServer {
  port: number;
  dataDir: string;
  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  url(database?: string): string;
  /** Stops the server; a throw-away one also loses its folder. */
  stop(): Promise<void>;
  /** Stops the server as an operator's `pg_ctl stop` does, keeping its folder for `restart`. */
  halt(): Promise<void>;
  /** Starts a halted server again, on the same port and data. */
  restart(): Promise<void>;
}

export interface StartOptions {
  /** Keep the cluster here (created when missing); default a throw-away folder in the temp folder. */
  dataDir?: string;
  /** Default a free port. */
  port?: number;
  /** `postgresql.conf` settings on top of the defaults, e.g. `{ shared_buffers: '256MB' }`. */
  settings?: Record<string, string>;
}

/**
 * Settings of a disposable server: durability is traded for speed, since its data is thrown away.
 * Never for `npm run postgres`, whose data a user keeps.
 */
export const THROWAWAY_SETTINGS: Record<string, string> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
};

/** Debian keeps each major version under /usr/lib/postgresql/<major>/bin; elsewhere the tools are on PATH. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : '';
}

/** PostgreSQL refuses to run as root, so as root its tools run as the `postgres` account. */
const isRoot = () => userInfo().uid === 0;

async function tool(name: string, args: string[]): Promise<string> {
  const path = binDir() ? join(binDir(), name) : name;
  const [command, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  try {
    const { stdout } = await run(command, argv, { cwd: tmpdir() });
    return stdout;
  } catch (error) {
    const failed = error as { code?: string; stderr?: string; message: string };
    if (failed.code === 'ENOENT') {
      throw new Error(`PostgreSQL's ${name} is not installed: run bash scripts/ensure-postgresql.sh`, { cause: error });
    }
    throw new Error(`${name} failed: ${(failed.stderr || failed.message).trim()}`, { cause: error });
  }
}

/** A folder the server's account owns (it must also be able to reach it). */
function ownedFolder(path: string): string {
  mkdirSync(dirname(path), { recursive: true });
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (isRoot()) chownSync(path, postgresId('-u'), postgresId('-g'));
  return path;
}

function postgresId(kind: '-u' | '-g'): number {
  try {
    return Number(execFileSync('id', [kind, 'postgres'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error("Running as root needs the postgres account that Debian's postgresql package creates.");
  }
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const conf = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([key, value]) => `${key} = '${value.replace(/'/g, "''")}'\n`)
    .join('');

/** Starts the cluster in `dataDir`; `scratch` is the throw-away folder removed on stop, if any. */
async function launch(dataDir: string, port: number, settings: Record<string, string>, scratch?: string) {
  // Appended settings win over earlier lines, so a copied primary configuration is overridden too.
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    conf({ ...settings, port: String(port), listen_addresses: '127.0.0.1', unix_socket_directories: '' }),
  );
  await tool('pg_ctl', ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', '-t', '120', 'start']);
  let stopped = false;
  let halted = false;
  const server: PostgresServer = {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!halted) await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
    async halt() {
      await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      halted = true;
    },
    async restart() {
      await tool('pg_ctl', ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', '-t', '120', 'start']);
      halted = false;
    },
  };
  return server;
}

/** Starts a server on a cluster in `dataDir`, running initdb first when the folder holds none. */
export async function startPostgres(options: StartOptions = {}): Promise<PostgresServer> {
  const scratch = options.dataDir ? undefined : scratchFolder('ads-pg-');
  const dataDir = options.dataDir ?? join(scratch!, 'cluster');
  ownedFolder(dataDir);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  }
  return launch(dataDir, options.port ?? (await freePort()), options.settings ?? {}, scratch);
}

/** Starts a streaming replica of `primary` from a fresh base backup (`pg_basebackup -R`), in a throw-away folder. */
export async function startReplica(
  primary: PostgresServer,
  settings: Record<string, string> = {},
): Promise<PostgresServer> {
  const scratch = scratchFolder('ads-pg-replica-');
  const dataDir = join(scratch, 'cluster');
  // `--checkpoint=fast`: the backup starts at once instead of after a checkpoint spread over
  // minutes, which is what a backup taken beside a busy production primary wants, not a new replica.
  await tool('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
    ...['-D', dataDir, '-R', '--checkpoint=fast'],
  ]);
  return launch(dataDir, await freePort(), settings, scratch);
}

function scratchFolder(prefix: string): string {
  return ownedFolder(mkdtempSync(join(tmpdir(), prefix)));
}
