import { resolve } from 'node:path';
import { buildExplorer, viteBuild } from '../src/service/cli/explorer-build';

// `npm run build`: the explorer's Vite builds, stamped with the inputs they were made from, so
// the next `npm start` serves this build instead of building again.
await buildExplorer({
  root: process.cwd(),
  distDir: resolve('dist'),
  build: () => viteBuild(process.cwd()),
  log: (line) => console.log(line),
});
