import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { readConfig } from '../config';
import { listen } from '../http/listen';
import { spaRoutes } from '../http/spa-routes';
import { pageRendering, rendersFinished } from './page-rendering';
import { bootService, welcome } from './boot-service';
import { ensureExplorerBuild, viteBuild } from './explorer-build';
import { onShutdown } from './on-shutdown';
import { serveWithWorkers } from './workers';

/** The builds yield the CPU to the seed, which the first page waits for ({@link viteBuild}). */
const BUILD_NICENESS = 10;

/**
 * `npm start`: the built explorer from dist/, the API and the media, from one process or `WORKERS`
 * processes. The explorer is built first when its sources changed since the last build, in child
 * processes while the database opens and seeds: a fresh clone waits for the longer of the two,
 * not their sum. Nothing serves before both are done.
 */
async function main() {
  const log = (line: string) => console.log(line);
  const config = readConfig();
  const built = cluster.isPrimary
    ? ensureExplorerBuild({
        root: process.cwd(),
        distDir: resolve('dist'),
        build: () => viteBuild(process.cwd(), { niceness: BUILD_NICENESS }),
        log,
      })
    : Promise.resolve();
  if (config.workers > 1) return serveWithWorkers(config, log, built);
  const [service] = await Promise.all([bootService(config, log), built]);
  const rendering = pageRendering(service.app.fetch, log, config.rendering);
  service.app.route('/', spaRoutes(resolve('dist'), rendering));
  const server = await listen(service.app.fetch, config.port, config.host, config.trustedProxies);
  onShutdown(async () => {
    await server.close();
    await rendersFinished(rendering, log);
    await service.stop();
  }, log);
  // Said once Ctrl-C stops it gracefully: a signal before its handler ends the process at once.
  for (const line of welcome(config, `http://${config.host}:${server.port}`)) log(line);
}

main().catch((error: unknown) => {
  console.error(`The service could not start: ${(error as Error).message}`);
  process.exit(1);
});
