import { createContext, useContext, type ReactNode } from 'react';
import type { AdSummary } from '../contract/ads';

/** Where an ad's actions show: on its card in a grid, or in the detail drawer. */
export type AdActionPlacement = 'card' | 'drawer';

/**
 * What the app adds to every ad the grid and the drawer show, without this feature knowing what
 * those actions do (saving, hiding, comparing live in features built on top of it).
 */
export interface AdActions {
  /** The controls for `ad` at `placement`; null for none. */
  renderAdActions(ad: AdSummary, placement: AdActionPlacement): ReactNode;
  /** Laid over the whole card, e.g. to collapse an ad hidden a moment ago; null for none. */
  renderCardCover?(ad: AdSummary): ReactNode;
}

const NO_ACTIONS: AdActions = { renderAdActions: () => null };

const AdActionsContext = createContext<AdActions>(NO_ACTIONS);

/** Provides the per-ad actions; keep `actions` stable (memoized), as every card reads it. */
export const AdActionsProvider = AdActionsContext.Provider;

/** The per-ad actions the app provides; none outside a provider. */
export function useAdActions(): AdActions {
  return useContext(AdActionsContext);
}
