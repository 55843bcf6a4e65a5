import type { AdSummary } from '../contract/ads';
import { AdCard } from './ad-card';
import classes from './ad-grid.module.css';

/** Cards a first screen shows at most (two rows of four); the rest of the page follows with the rows. */
const FIRST_SCREEN_ADS = 8;

/** Props of {@link FirstPageRows}. */
export interface FirstPageRowsProps {
  ads: AdSummary[];
  onOpenAd: (ad: AdSummary) => void;
  showPlatform?: boolean;
}

/**
 * The first screen of the loaded ads as plain rows, as many columns as the stylesheet fits: what
 * a page rendered on the server shows before the browser knows its window, and what hydrating
 * that page renders. The virtualized rows, with every loaded ad, take over in the render after.
 */
export function FirstPageRows({ ads, onOpenAd, showPlatform }: FirstPageRowsProps) {
  return (
    <div role="feed" aria-label="Ads" className={classes.list}>
      <div className={`${classes.grid} ${classes.fluid}`}>
        {ads.slice(0, FIRST_SCREEN_ADS).map((ad) => (
          <AdCard key={`${ad.platform}:${ad.id}`} ad={ad} onOpen={onOpenAd} showPlatform={showPlatform} />
        ))}
      </div>
    </div>
  );
}
