import { MAX_COMPARED } from '../../search/compare-selection';

/** What a pick for comparing did, as said to the user ("Added to compare, 2 of 4"). */
export function compareMessage(outcome: 'added' | 'removed' | 'full', count: number): string {
  switch (outcome) {
    case 'added':
      return `Added to compare, ${count} of ${MAX_COMPARED}`;
    case 'removed':
      return `Removed from compare, ${count} of ${MAX_COMPARED}`;
    case 'full':
      return `Compare holds ${MAX_COMPARED} ads already; take one out first`;
  }
}
