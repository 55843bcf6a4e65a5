import { lazyMenu } from '../ui/lazy-menu';

/** `BoardMenu`, loaded the first time any ad's "Save to a board" button is clicked. */
export const LazyBoardMenu = lazyMenu(() => import('./board-menu').then((module) => module.BoardMenu));

/** `HideMenu`, loaded the first time any ad's Hide button is clicked. */
export const LazyHideMenu = lazyMenu(() => import('./hide-menu').then((module) => module.HideMenu));
