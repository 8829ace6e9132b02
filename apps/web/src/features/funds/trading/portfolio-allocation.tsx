/* The fund portfolio's allocation: three donuts, by asset class, by region and by currency. */
import { Paper, Stack, Text } from '@mantine/core';
import type { FundPortfolio } from '@portal/contract';
import type { FundAssetClass, FundRegion } from '@portal/contract/domain/fund';
import { fundAssetClasses, fundRegions } from '@portal/contract/domain/fund';
import { AllocationDonuts } from '../../../shared/charts/allocation-donuts';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { useTranslation } from '../../../shared/i18n/use-translation';

function isAssetClass(key: string): key is FundAssetClass {
  return (fundAssetClasses as readonly string[]).includes(key);
}
function isRegion(key: string): key is FundRegion {
  return (fundRegions as readonly string[]).includes(key);
}

export function PortfolioAllocation({ portfolio }: { portfolio: FundPortfolio }) {
  const { t } = useTranslation('fundTrading');
  const vocabulary = useFundVocabulary();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('portfolio.allocation.heading')}</Text>
        <AllocationDonuts
          currency={portfolio.reportingCurrency}
          emptyText={t('portfolio.empty')}
          breakdowns={[
            {
              label: t('portfolio.allocation.byAssetClass'),
              slices: portfolio.allocation.byAssetClass,
              labelOf: (key) => (isAssetClass(key) ? vocabulary.assetClass(key) : key),
              testId: 'allocation-asset-class',
            },
            {
              label: t('portfolio.allocation.byRegion'),
              slices: portfolio.allocation.byRegion,
              labelOf: (key) => (isRegion(key) ? vocabulary.region(key) : key),
              testId: 'allocation-region',
            },
            {
              label: t('portfolio.allocation.byCurrency'),
              slices: portfolio.allocation.byCurrency,
              labelOf: (key) => key,
              testId: 'allocation-currency',
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
