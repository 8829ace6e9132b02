import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { WatchlistItem } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { ApiError } from '../../../shared/api/api-error';
import { useFundName } from '../../../shared/funds/fund-names';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ErrorState, LoadingState } from './research-states';
import { useWatchlist } from './watchlist-queries';
import type { WatchlistControl } from './watchlist-queries';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

export function WatchlistPage() {
  const { t } = useTranslation('fundResearch');
  const watchlist = useWatchlist();
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {t('watchlist.title')}
          </Title>
          <Anchor component={Link} to="/funds/search" size="sm">
            {t('watchlist.findFunds')}
          </Anchor>
        </Group>
        {watchlist.changeError !== null && (
          <Alert color="danger" variant="light" role="alert">
            {watchlist.changeError instanceof ApiError && watchlist.changeError.status === 409
              ? t('watchlist.full')
              : t('watchlist.changeFailed')}
          </Alert>
        )}
        {watchlist.isLoading ? (
          <LoadingState />
        ) : watchlist.isError || !watchlist.items ? (
          <ErrorState error={undefined} onRetry={watchlist.refetch} />
        ) : watchlist.items.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="xs">
              <Text fw={600}>{t('watchlist.empty')}</Text>
              <Text size="sm" c="dimmed" ta="center">
                {t('watchlist.emptyHint')}
              </Text>
              <Button component={Link} to="/funds/search" variant="light">
                {t('watchlist.findFunds')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="watchlist">
            {watchlist.items.map((item) => (
              <WatchlistRow key={item.fundId} item={item} watchlist={watchlist} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function WatchlistRow({ item, watchlist }: { readonly item: WatchlistItem; readonly watchlist: WatchlistControl }) {
  const { t } = useTranslation('fundResearch');
  const nameOf = useFundName();
  const name = nameOf(item.fundNames);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={`watchlist-item-${item.fundId}`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Anchor component={Link} to={`/funds/detail/${item.fundId}`} fw={600}>
            {name}
          </Anchor>
          <Group gap="xs">
            <RiskLevelBadge level={item.riskLevel} size="xs" />
            <Text size="xs" c="dimmed" style={tabular}>
              {t('watchlist.navOn', { date: item.latestNavDate })}
            </Text>
          </Group>
        </Stack>
        <Group gap="lg" wrap="nowrap" style={tabular}>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('watchlist.latestNav')}
            </Text>
            <Text size="sm" fw={600} style={tabular}>
              {item.currency} {formatNumber(item.latestNav)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('watchlist.dayChange')}
            </Text>
            <PerformancePercent value={item.dayChangePercent} size="sm" />
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('watchlist.oneYear')}
            </Text>
            <PerformancePercent value={item.oneYearPercent} size="sm" />
          </Stack>
          <Button
            variant="subtle"
            color="danger"
            size="xs"
            onClick={() => watchlist.remove(item.fundId)}
            loading={watchlist.pendingFundId === item.fundId}
            aria-label={t('watchlist.remove', { name })}
          >
            {t('watchlist.removeShort')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
