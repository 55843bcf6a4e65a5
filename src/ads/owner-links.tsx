import { createContext, useContext } from 'react';
import type { Owner } from '../contract/ads';

/** How advertiser names and display domains link to their pages, where the deployment has them. */
export interface OwnerLinks {
  /** The link of an advertiser's page. */
  ownerHref(owner: Pick<Owner, 'id'>): string;
  /** The link of every ad showing a display domain. */
  domainHref(domain: string): string;
  /** Opens `href` inside the explorer (a plain click; other clicks let the browser open it). */
  follow(href: string): void;
}

/** Provided where advertiser pages exist (the v2 `owners` extension); absent, names are plain text. */
export const OwnerLinksContext = createContext<OwnerLinks | null>(null);

/** The nearest {@link OwnerLinks}, or null where advertiser pages do not exist. */
export function useOwnerLinks(): OwnerLinks | null {
  return useContext(OwnerLinksContext);
}
