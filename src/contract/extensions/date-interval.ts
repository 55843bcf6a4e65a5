import { z } from '../zod';

/**
 * How dates are grouped into buckets (trends, histograms): UTC days, ISO weeks (starting on
 * Monday) or calendar months. A bucket is named by its first day, `YYYY-MM-DD`.
 */
export const DATE_INTERVALS = ['day', 'week', 'month'] as const;
export const dateIntervalSchema = z.enum(DATE_INTERVALS);
export type DateInterval = z.infer<typeof dateIntervalSchema>;
