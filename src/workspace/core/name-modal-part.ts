import { lazyDialog } from '../../ui/lazy-until-opened';

/** `NameModal`, loaded the first time a name is asked for (a new board's, a saved search's). */
export const LazyNameModal = lazyDialog(() => import('./name-modal').then((module) => module.NameModal));
