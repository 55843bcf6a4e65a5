import { z } from './contract/zod';

/**
 * The page's CSP allows no eval, so zod must not compile parsers with `new Function`, nor probe
 * whether it may (the browser reports the probe as a violation). Schemas read this when they are
 * built, so `main.tsx` imports this module before anything that defines one.
 */
z.config({ jitless: true });
