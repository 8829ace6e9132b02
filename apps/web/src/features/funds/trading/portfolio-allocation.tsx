/* The fund portfolio's allocation: three donuts, by asset class, by region and by currency. */
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AllocationSlice, FundPortfolio } from '@portal/contract';
import type { FundAssetClass, FundRegion } from '@portal/contract/domain/fund';
import { fundAssetClasses, fundRegions } from '@portal/contract/domain/fund';
import { DonutChart } from '../../../shared/charts/donut-chart';
import type { DonutSlice } from '../../../shared/charts/donut-chart';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';

function isAssetClass(key: string): key is FundAssetClass {
  return (fundAssetClasses as readonly string[]).includes(key);
}
function isRegion(key: string): key is FundRegion {
  return (fundRegions as readonly string[]).includes(key);
}

export function PortfolioAllocation({ portfolio }: { portfolio: FundPortfolio }) {
  const { t } = useTranslation('fundTrading');
  const vocabulary = useFundVocabulary();
  const currency = portfolio.reportingCurrency;
  const slicesOf = (slices: readonly AllocationSlice[], label: (key: string) => string): DonutSlice[] =>
    slices.map((slice) => ({
      key: slice.key,
      label: label(slice.key),
      percent: slice.percent,
      valueText: money(slice.value, currency),
    }));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('portfolio.allocation.heading')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <DonutChart
            label={t('portfolio.allocation.byAssetClass')}
            slices={slicesOf(portfolio.allocation.byAssetClass, (key) =>
              isAssetClass(key) ? vocabulary.assetClass(key) : key,
            )}
            emptyText={t('portfolio.empty')}
            testId="allocation-asset-class"
          />
          <DonutChart
            label={t('portfolio.allocation.byRegion')}
            slices={slicesOf(portfolio.allocation.byRegion, (key) => (isRegion(key) ? vocabulary.region(key) : key))}
            emptyText={t('portfolio.empty')}
            testId="allocation-region"
          />
          <DonutChart
            label={t('portfolio.allocation.byCurrency')}
            slices={slicesOf(portfolio.allocation.byCurrency, (key) => key)}
            emptyText={t('portfolio.empty')}
            testId="allocation-currency"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
