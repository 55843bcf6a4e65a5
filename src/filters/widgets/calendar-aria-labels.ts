import type { CalendarAriaLabels } from '@mantine/dates';

/** Names of the date pickers' previous/next controls at each level (month, year, decade); they are icons only. */
export const CALENDAR_ARIA_LABELS: CalendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};
