import type { Plugin } from 'vite';

/** Mantine's `useId`, in the build: React's id, the one Mantine itself draws first. */
const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}`;

/**
 * Builds Mantine's `useId` without its random second id. Mantine draws React's id first (as the
 * server does), then sets a random one in a layout effect of every component that calls it: after
 * hydration, each input of the page, the filter panel's hundred among them, renders again at
 * once, in one synchronous task. React's ids are unique and the same on server and client, which
 * is what the random one was for in the React versions before `useId`.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'ads-explorer:mantine-stable-ids',
    load(id) {
      return /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id) ? STABLE_USE_ID : null;
    },
  };
}
