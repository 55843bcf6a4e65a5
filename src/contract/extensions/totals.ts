import { z } from 'zod';

/** Counting stops here: more matches answer `{value: 10000, relation: 'gte'}`. */
export const MAX_COUNT = 10_000;

/** A count as Elasticsearch's `hits.total` gives it: exact (`eq`) or a lower bound (`gte`) past `MAX_COUNT`. */
export const totalSchema = z.looseObject({
  value: z.number().int().min(0),
  relation: z.enum(['eq', 'gte']),
});
export type Total = z.infer<typeof totalSchema>;
