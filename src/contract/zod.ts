import { z } from 'zod/mini';

/**
 * zod for the whole project: the mini build, whose functions tree-shake, so the explorer carries
 * only the schema kinds and checks it uses (full zod costs the first load ~20 KB gzip more). It
 * loads no messages by itself: the English ones are set here, before any schema parses, so the
 * service's 1004 answers and the explorer's notes on unreadable ads read as before.
 */
z.config(z.locales.en());

export { z };
