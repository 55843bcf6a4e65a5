import type { DisabledReason } from '../../contract/filters';

/** What a locked filter tells the user, per `disabled` reason. */
export const LOCKED_REASON_TEXT: Record<DisabledReason, string> = {
  free_plan: 'Upgrade to Pro to use this filter',
  coming_soon: 'Coming soon',
};
