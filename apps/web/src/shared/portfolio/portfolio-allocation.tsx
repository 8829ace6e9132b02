/* A portfolio's allocation by asset class, currency, market and risk level (issue 26). */
import { Paper, Stack, Text } from '@mantine/core';
import type { NetWorth } from '@portal/contract';
import { AllocationDonuts } from '../charts/allocation-donuts';
import { useTranslation } from '../i18n/use-translation';
import { usePortfolioVocabulary } from './portfolio-vocabulary';

export function PortfolioAllocation({
  allocation,
  currency,
}: {
  readonly allocation: NetWorth['allocation'];
  readonly currency: string;
}) {
  const { t } = useTranslation('wealthPortfolio');
  const vocabulary = usePortfolioVocabulary();
  return (
    <Paper withBorder radius="md" p="md" data-testid="portfolio-allocation">
      <Stack gap="sm">
        <Text fw={600}>{t('allocation.heading')}</Text>
        <AllocationDonuts
          currency={currency}
          emptyText={t('empty')}
          breakdowns={[
            {
              label: t('allocation.byCategory'),
              slices: allocation.byCategory,
              labelOf: vocabulary.category,
              testId: 'allocation-category',
            },
            {
              label: t('allocation.byCurrency'),
              slices: allocation.byCurrency,
              labelOf: (key) => key,
              testId: 'allocation-currency',
            },
            {
              label: t('allocation.byMarket'),
              slices: allocation.byMarket,
              labelOf: vocabulary.market,
              testId: 'allocation-market',
            },
            {
              label: t('allocation.byRiskLevel'),
              slices: allocation.byRiskLevel,
              labelOf: vocabulary.riskLevel,
              testId: 'allocation-risk',
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
