import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startPostgres } from './cluster';

/**
 * `npm run postgres`: a PostgreSQL server for this project on 127.0.0.1, kept in `PG_DATA_DIR`
 * (default ./data/postgres) across runs, until Ctrl-C. It trusts local connections, so it is for
 * development on this machine; a deployment brings its own server and `DATABASE_URL`.
 */
const DATABASE = 'ads_explorer';

async function main() {
  const dataDir = resolve(process.env.PG_DATA_DIR || 'data/postgres');
  const port = Number(process.env.PG_PORT || 5432);
  console.log(`Starting PostgreSQL in ${dataDir} on 127.0.0.1:${port}…`);
  const server = await startPostgres({ dataDir, port });
  const client = new pg.Client(server.url());
  await client.connect();
  const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (rows.length === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  await client.end();
  console.log(`PostgreSQL is running. In another terminal:\n\n  DATABASE_URL=${server.url(DATABASE)} npm start\n`);
  console.log('Ctrl-C stops it; the data stays for the next run.');
  // Watching the server also keeps this process, and so the Ctrl-C handler, alive.
  const watch = setInterval(() => {
    if (existsSync(join(dataDir, 'postmaster.pid'))) return;
    console.error(`PostgreSQL stopped on its own; its log is ${join(dataDir, 'server.log')}`);
    process.exit(1);
  }, 2_000);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    clearInterval(watch);
    server.stop().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`PostgreSQL did not stop cleanly: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`PostgreSQL could not start: ${error.message}`);
  process.exit(1);
});
