import { lazy, Suspense } from 'react';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../ads/format-date';
import { formatInteger } from '../../ads/format-number';
import { safeHttpUrl } from '../../ads/safe-url';
import type { Connection } from '../../client/connection';
import type { OwnerProfile } from '../../contract/extensions/owners';
import { PLATFORM_KEYS, PLATFORM_LABELS } from '../../contract/platforms';
import { useCapability } from '../../search/capabilities-query';
import type { Narrowed } from './advertiser-link';
import { FollowButton } from './follow-button';
import { ownerProfileQueryOptions } from './owner-profile-query';
import { OwnerAvatar } from '../../ui/owner-avatar';

/** Props of {@link AdvertiserHeader}. */
export interface AdvertiserHeaderProps {
  connection: Connection;
  /** What the search is narrowed to (see `narrowedTo`); nothing shows for `null`. */
  narrowed: Narrowed;
}

/**
 * The profile above an advertiser's page (a search narrowed to one advertiser): avatar, name,
 * category, first and last seen, ads by platform; or the domain of a domain's page. Only where
 * the deployment offers the `owners` extension.
 */
export function AdvertiserHeader({ connection, narrowed }: AdvertiserHeaderProps) {
  const available = useCapability(connection, 'owners');
  if (!available || !narrowed) return null;
  if (narrowed.kind === 'domain') {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-label="Domain">
        <Text size="sm" c="dimmed">
          Every ad showing
        </Text>
        <Title order={2} size="h3">
          {narrowed.domain}
        </Title>
      </Paper>
    );
  }
  return <OwnerProfileHeader connection={connection} owner={narrowed.id} />;
}

/** The trends and longest-running ads, in a chunk of their own: it carries the charting library. */
const AdvertiserTrends = lazy(() =>
  import('./advertiser-trends').then((module) => ({ default: module.AdvertiserTrends })),
);

function OwnerProfileHeader({ connection, owner }: { connection: Connection; owner: number }) {
  const { data, isError } = useQuery(ownerProfileQueryOptions(connection, owner));
  const trends = useCapability(connection, 'trends');
  if (isError) return null;
  return (
    <>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Advertiser">
        {data ? <Profile profile={data} /> : <Skeleton h={64} aria-label="Loading advertiser" />}
      </Paper>
      {trends && (
        <Suspense fallback={<Skeleton h={240} aria-label="Loading trends" />}>
          <AdvertiserTrends connection={connection} owner={owner} />
        </Suspense>
      )}
    </>
  );
}

function Profile({ profile }: { profile: OwnerProfile }) {
  const platforms = PLATFORM_KEYS.filter((key) => (profile.ads_by_platform[key] ?? 0) > 0);
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <OwnerAvatar name={profile.name} src={safeHttpUrl(profile.avatar_url)} size="lg" />
      <Stack gap={4} miw={0} flex={1}>
        <Group gap={6} wrap="wrap">
          <Title order={2} size="h3">
            {profile.name}
          </Title>
          {profile.is_verified && (
            <IconRosetteDiscountCheckFilled
              role="img"
              aria-label="Verified"
              size={20}
              color="var(--mantine-color-blue-6)"
            />
          )}
          <FollowButton owner={profile} />
        </Group>
        <Text size="sm" c="dimmed">
          {[
            profile.category,
            `${formatInteger(profile.ads_count)} ${profile.ads_count === 1 ? 'ad' : 'ads'}`,
            profile.first_seen && `first seen ${formatDate(profile.first_seen)}`,
            profile.last_seen && `last seen ${formatDate(profile.last_seen)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group gap={6} aria-label="Ads by platform" role="list">
          {platforms.map((key) => (
            <Badge key={key} variant="light" role="listitem" tt="none">
              {PLATFORM_LABELS[key]} · {formatInteger(profile.ads_by_platform[key] ?? 0)}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Group>
  );
}
