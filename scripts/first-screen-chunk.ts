import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_PARTS } from '../src/service/http/first-screen-parts.ts';

/**
 * One chunk for the code of the first screen's lazy parts (the filter panel, its date fields, the
 * sort's widget): `plugin` finds every module they import, `group` (a `codeSplitting` group,
 * after the first load's own) puts those the first load does not take in one chunk. Left to the
 * bundler, each module a part shares with another lazy part was a chunk of its own: a rendered
 * page asked for 37 scripts after its first paint, and over a browser's six connections to a
 * host the last arrived 115–280 ms after the first was asked for.
 */
export function firstScreenChunk(root: string) {
  const parts = new Set(FIRST_SCREEN_PARTS.map((part) => resolve(root, part)));
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'first-screen-chunk',
    buildEnd() {
      modules.clear();
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const part of parts) visit(part);
    },
  };
  return { plugin, group: { name: 'first-screen', test: (id: string) => modules.has(id) && !parts.has(id) } };
}
