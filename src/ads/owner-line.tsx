import { LazyTooltip } from '../ui/lazy-tooltip';
import type { Owner } from '../contract/ads';
import { useOwnerLinks } from './owner-links';
import { PageLink } from './page-link';
import { safeHttpUrl } from './safe-url';
import { MaskIcon, MaskSheetStyle } from '../ui/mask-icon';
import { CARD_ICONS } from './card-icons';
import { OwnerAvatar } from '../ui/owner-avatar';
import text from '../ui/plain-text.module.css';
import classes from './owner-line.module.css';

/** Props of {@link OwnerLine}. */
export interface OwnerLineProps {
  owner: Owner;
  /** Shown under the name, e.g. the owner's category in the detail view. */
  caption?: string;
}

const NAME = `${text.sm} ${text.truncate} ${classes.name}`;

/**
 * The advertiser: avatar (initials when it has no safe URL), name and a labelled verified mark.
 * The name links to the advertiser's page where the deployment has advertiser pages.
 */
export function OwnerLine({ owner, caption }: OwnerLineProps) {
  const links = useOwnerLinks();
  const name = links ? (
    <PageLink
      href={links.ownerHref(owner)}
      onFollow={links.follow}
      className={NAME}
      aria-label={`${owner.name}: all ads of this advertiser`}
    >
      {owner.name}
    </PageLink>
  ) : (
    <span className={NAME}>{owner.name}</span>
  );
  const verified = owner.is_verified && (
    <>
      <MaskSheetStyle image={CARD_ICONS.verified} />
      <LazyTooltip label="Verified">
        <MaskIcon image={CARD_ICONS.verified} label="Verified" size={16} color="var(--mantine-color-blue-6)" />
      </LazyTooltip>
    </>
  );
  return (
    <div className={text.line}>
      <OwnerAvatar name={owner.name} src={safeHttpUrl(owner.avatar_url)} size="sm" />
      {/* Without a caption the name sits in the row itself: one card holds no element it does not need. */}
      {caption ? (
        <div className={classes.named}>
          <div className={`${text.line} ${classes.nameLine}`}>
            {name}
            {verified}
          </div>
          <p className={`${text.block} ${text.xs} ${text.dimmed} ${text.truncate}`}>{caption}</p>
        </div>
      ) : (
        <>
          {name}
          {verified}
        </>
      )}
    </div>
  );
}
