/* A page of results as cards (below the md breakpoint): a fund's name, category and region, flags, watchlist star,
 * risk, latest NAV and performance, and its compare box. */
import { Anchor, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useFundName } from '../../../shared/funds/fund-names';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ui/tabular';
import { FundFlags, type ResultsProps } from './fund-result-parts';
import { WatchlistStar } from './watchlist-star';

export function ResultCards({ funds, filters, compared, onCompare, watchlist }: ResultsProps) {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  const nameOf = useFundName();
  return (
    <Stack gap="sm" hiddenFrom="md" data-testid="fund-cards">
      {funds.map((fund) => {
        const name = nameOf(fund.names);
        return (
          <Card key={fund.fundId} withBorder radius="md" padding="sm" data-testid={`fund-card-${fund.fundId}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/funds/detail/${fund.fundId}`} fw={600} size="sm">
                  {name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {fund.code} · {words.category(fund.category)} · {words.region(fund.region)}
                </Text>
                <FundFlags fund={fund} />
              </Stack>
              <WatchlistStar fundId={fund.fundId} fundName={name} watchlist={watchlist} />
            </Group>
            <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
              <RiskLevelBadge level={fund.riskLevel} />
              <Stack gap={0} align="flex-end">
                <Text size="sm" style={tabular}>
                  {fund.currency} {formatNumber(fund.latestNav)}
                </Text>
                <Text size="xs" c="dimmed">
                  {filters.performancePeriod === 'none'
                    ? t('columns.performance')
                    : words.periodShort(filters.performancePeriod)}{' '}
                  <PerformancePercent value={fund.performance} size="xs" />
                </Text>
              </Stack>
            </Group>
            <Checkbox
              mt="xs"
              size="xs"
              label={t('compare.add')}
              aria-label={t('compare.toggle', { name })}
              checked={compared.includes(fund.fundId)}
              onChange={() => onCompare(fund.fundId)}
            />
          </Card>
        );
      })}
    </Stack>
  );
}
