import pg from 'pg';

/** Whether a PostgreSQL server takes a connection at `url` within a second: the premise of an outage test. */
export async function serverReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
