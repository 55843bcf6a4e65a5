import { z } from '../zod';
import { builtOnFirstUse } from '../built-on-first-use';

/**
 * How dates are grouped into buckets (trends, histograms): UTC days, ISO weeks (starting on
 * Monday) or calendar months. A bucket is named by its first day, `YYYY-MM-DD`.
 */
export const DATE_INTERVALS = ['day', 'week', 'month'] as const;
export const dateIntervalSchema = builtOnFirstUse(() => z.enum(DATE_INTERVALS));
export type DateInterval = z.infer<typeof dateIntervalSchema>;
