import { lazyMenu } from '../../ui/lazy-menu';

/** `BoardMenu`, loaded the first time a board menu opens (a card's, the selection bar's). */
export const LazyBoardMenu = lazyMenu(() => import('./board-menu').then((module) => module.BoardMenu));
