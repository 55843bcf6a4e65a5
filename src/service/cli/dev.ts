import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { readConfig } from '../config';
import { bootService, welcome } from './boot-service';
import { onShutdown } from './on-shutdown';

const SERVICE_PATHS = /^\/(?:api|media)(?:\/|[?#]|$)/;

/** `npm run dev`: the API and media as in `npm start`, the explorer from Vite with hot reload. */
async function main() {
  const log = (line: string) => console.log(line);
  const config = readConfig();
  const service = await bootService(config, log);
  const api = getRequestListener(service.app.fetch);
  const server = createServer();
  const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'spa' });
  server.on('request', (req, res) => (SERVICE_PATHS.test(req.url ?? '/') ? api(req, res) : vite.middlewares(req, res)));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(config.port, config.host, done);
  });
  const { port } = server.address() as AddressInfo;
  onShutdown(async () => {
    await vite.close();
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
    await service.stop();
  }, log);
  // Said once Ctrl-C stops it gracefully: a signal before its handler ends the process at once.
  for (const line of welcome(config, `http://${config.host}:${port}`)) log(line);
}

main().catch((error: unknown) => {
  console.error(`The dev server could not start: ${(error as Error).message}`);
  process.exit(1);
});
