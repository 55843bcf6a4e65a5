import { Group, Skeleton } from '@mantine/core';
import classes from './ad-card.module.css';

/** A placeholder with the shape of an `AdCard` (its layout classes), shown while ads load. */
export function AdCardSkeleton() {
  return (
    <div aria-hidden data-testid="ad-card-skeleton" className={classes.surface}>
      <div className={classes.mediaSection}>
        <Skeleton radius={0} h="100%" />
      </div>
      <Group gap="xs">
        <Skeleton circle height={26} />
        <Skeleton height={12} width="40%" />
      </Group>
      <Skeleton height={14} />
      <Skeleton height={14} width="70%" />
      <Skeleton height={12} width="50%" />
      <Skeleton height={12} width="60%" />
    </div>
  );
}
