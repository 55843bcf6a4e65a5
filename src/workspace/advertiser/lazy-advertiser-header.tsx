import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import type { AdvertiserHeaderProps } from './advertiser-header';

/** `AdvertiserHeader`, loaded the first time a search is narrowed to an advertiser or a domain. */
export const LazyAdvertiserHeader = lazyUntilOpened<AdvertiserHeaderProps>(
  () => import('./advertiser-header').then((module) => module.AdvertiserHeader),
  (props) => props.narrowed !== null,
  (props) => ({ ...props, narrowed: null }),
);
