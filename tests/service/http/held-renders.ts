import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The element a rendered page carries after its root. */
export const SERVER_STATE = 'id="server-page-state"';

/**
 * The renders of a built explorer whose server entry waits, for each page, until the test lets it
 * finish: which pages started, and a way to finish them.
 */
export interface HeldRenders {
  /** The build's folder. */
  dir: string;
  /** `origin + path` of every render started, in order. */
  started: string[];
  /** Lets every render started, and every later one, finish. */
  releaseAll(): void;
  /** Lets the renders of pages whose path is `path` finish as soon as they start. */
  passThrough(path: string): void;
}

/** A build whose renders are held (see `HeldRenders`); each call makes its own folder and entry. */
export async function heldRenders(): Promise<HeldRenders> {
  const dir = await mkdtemp(join(tmpdir(), 'dist-held-'));
  await mkdir(join(dir, 'server'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><head><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body>',
  );
  const key = `heldRenders${Math.random().toString(36).slice(2)}`;
  const started: string[] = [];
  const waiting: (() => void)[] = [];
  const passing = new Set<string>();
  let released = false;
  const hold = (path: string) =>
    new Promise<void>((resolve) => {
      if (released || passing.has(path)) resolve();
      else waiting.push(resolve);
    });
  (globalThis as Record<string, unknown>)[key] = { started, hold };
  await writeFile(
    join(dir, 'server', 'render-page.js'),
    `export async function renderPage({ path, origin }) {
      const renders = globalThis[${JSON.stringify(key)}];
      renders.started.push(origin + path);
      await renders.hold(path);
      return { root: '<p>' + path + '</p>', state: '<script type="application/json" ${SERVER_STATE}>{}</script>' };
    }`,
  );
  return {
    dir,
    started,
    releaseAll() {
      released = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
    passThrough(path) {
      passing.add(path);
    },
  };
}
