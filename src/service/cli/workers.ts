import cluster, { type Worker } from 'node:cluster';
import { resolve } from 'node:path';
import type { ServiceConfig } from '../config';
import { listen } from '../http/listen';
import { spaRoutes } from '../http/spa-routes';
import { pageRendering, rendersFinished } from './page-rendering';
import { bootData, serviceApp, welcome } from './boot-service';
import { onShutdown } from './on-shutdown';
import { logReplicas, openConfiguredDatabase, openReplicas } from './open-configured-database';

/** How long a worker may take to finish its requests when asked to stop. */
const STOP_GRACE_MS = 10_000;
/** Waits before another try at a replacement worker that failed to start: doubling, at most 10 s. */
const REPLACE_FIRST_WAIT_MS = 1_000;
const REPLACE_MAX_WAIT_MS = 10_000;
const SHUTDOWN = 'shutdown';

/**
 * `WORKERS=N` under `npm start`: the primary process migrates, seeds and ingests once, then forks
 * N workers that share the port (node:cluster hands connections round-robin). Each worker opens
 * its own pool on the server database, where keys and rate-limit counters live, so the workers
 * answer as one service. A worker that dies is replaced; one that dies before the service first
 * listens stops all, and a replacement that dies before listening is tried again, later each time.
 * Workers are forked once `explorerBuilt` (the explorer's build, which they serve) resolves.
 */
export async function serveWithWorkers(
  config: ServiceConfig,
  log: (line: string) => void,
  explorerBuilt: Promise<unknown> = Promise.resolve(),
) {
  if (cluster.isWorker) return runWorker(config);
  const [data] = await Promise.all([bootData(config, log), explorerBuilt]);
  logReplicas(config, log);
  let stopping = false;
  let listening = 0;
  const listened = new WeakSet<Worker>();
  /** Replacements in a row that failed to start, and the timer of the next one. */
  let failedReplacements = 0;
  let replacing: NodeJS.Timeout | undefined;
  cluster.on('listening', (worker) => {
    listened.add(worker);
    listening += 1;
    failedReplacements = 0;
    if (listening !== config.workers) return;
    log(`${config.workers} workers serving on one port`);
    for (const line of welcome(config, `http://${config.host}:${config.port}`)) log(line);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`})`);
    if (listened.has(worker)) {
      cluster.fork();
      return;
    }
    if (listening < config.workers) {
      log('A worker failed to start; stopping.');
      process.kill(process.pid, 'SIGTERM');
      return;
    }
    // The service has served: what stops a replacement is passing (its database restarting, say),
    // and the other workers still answer. Try again, waiting longer after each failure.
    const waitMs = Math.min(REPLACE_FIRST_WAIT_MS * 2 ** failedReplacements, REPLACE_MAX_WAIT_MS);
    failedReplacements += 1;
    log(`A replacement worker failed to start; trying again in ${waitMs / 1000} s`);
    replacing = setTimeout(() => cluster.fork(), waitMs);
  });
  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  onShutdown(async () => {
    stopping = true;
    clearTimeout(replacing);
    await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => worker && stopWorker(worker)));
    await data.stop();
  }, log);
}

function stopWorker(worker: Worker): Promise<void> {
  return new Promise((done) => {
    if (worker.isDead()) return done();
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    worker.send(SHUTDOWN);
  });
}

/** One worker: the service app on its own pool; every answer names the worker's pid in `X-Worker`. */
async function runWorker(config: ServiceConfig) {
  // Ctrl-C reaches every process of the terminal; the primary stops the workers in order.
  process.on('SIGINT', () => {});
  const log = (line: string) => console.log(line);
  const db = await openConfiguredDatabase(config, () => {});
  const replicas = openReplicas(config, db, log);
  const app = serviceApp(db, config, replicas);
  const rendering = pageRendering(app.fetch, log, config.rendering);
  app.route('/', spaRoutes(resolve('dist'), rendering));
  const worker = String(process.pid);
  const server = await listen(
    async (request, env) => named(await app.fetch(request, env), worker),
    config.port,
    config.host,
    config.trustedProxies,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server
      .close()
      .then(() => rendersFinished(rendering, log))
      .then(() => replicas?.close())
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: Error) => {
          console.error(`Worker ${worker} did not stop cleanly: ${error.message}`);
          process.exit(1);
        },
      );
  };
  process.on('message', (message) => message === SHUTDOWN && stop());
  process.on('SIGTERM', stop);
}

/** `response` with `X-Worker`; a response whose headers are immutable is copied first. */
function named(response: Response, worker: string): Response {
  try {
    response.headers.set('X-Worker', worker);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('X-Worker', worker);
    return copy;
  }
}
