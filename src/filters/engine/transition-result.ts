import type { FilterEffect } from './effects';
import type { FilterState } from './value-model';

/** The outcome of a user's change: the next state and every further change it caused. */
export interface Transition {
  state: FilterState;
  effects: FilterEffect[];
}
