/* A pair's price chart on the dashboard: the pair and range chosen here, the bars from getCryptoChart, drawn by the
 * shared candle chart (lightweight-charts, loaded lazily with this page only). */
import { Group, NativeSelect, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { cryptoChartRanges, type CryptoChartRange, type CryptoPair } from '@portal/contract';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryWait, Section } from './crypto-market-parts';

const CandleChart = lazy(() =>
  import('../../../shared/charts/candle-chart').then((module) => ({ default: module.CandleChart })),
);

export function CryptoPriceChart({ pairs, initialPair }: { pairs: readonly CryptoPair[]; initialPair: string }) {
  const { t } = useTranslation('cryptoMarket');
  const brand = useBrand();
  const language = useShownLanguage();
  const [pairId, setPairId] = useState(initialPair);
  const [range, setRange] = useState<CryptoChartRange>('1D');
  const pair = pairs.find((candidate) => candidate.pairId === pairId);
  const chart = useQuery(
    {
      queryKey: ['cryptoMarket', 'chart', pairId, range],
      queryFn: ({ signal }) => api.cryptoMarket.getCryptoChart({ pairId, range }, { signal }),
      refetchInterval: 60_000,
    },
    queryClient,
  );
  return (
    <Section
      title={t('dashboard.chart')}
      testId="crypto-chart"
      aside={
        <Group gap="xs">
          <NativeSelect
            aria-label={t('dashboard.chartPair')}
            value={pairId}
            onChange={(event) => setPairId(event.currentTarget.value)}
            data={pairs.map((candidate) => ({ value: candidate.pairId, label: candidate.pairId }))}
            data-testid="chart-pair"
          />
          <SegmentedControl
            aria-label={t('dashboard.chartRange')}
            size="xs"
            value={range}
            onChange={(value) => {
              const chosen = cryptoChartRanges.find((candidate) => candidate === value);
              if (chosen) setRange(chosen);
            }}
            data={cryptoChartRanges.map((value) => ({ value, label: value }))}
          />
        </Group>
      }
    >
      {chart.isPending || chart.isError ? (
        <QueryWait failed={chart.isError} onRetry={() => void chart.refetch()} />
      ) : (
        <Suspense fallback={<QueryWait failed={false} onRetry={() => undefined} />}>
          <CandleChart
            bars={chart.data.bars}
            decimals={pair?.priceDecimals ?? 2}
            intraday={range === '1D' || range === '1W'}
            timeZone={brand.marketTimeZone}
            locale={language}
            label={t('dashboard.chartLabel', { pair: pairId, range: t(`ranges.${range}`) })}
          />
        </Suspense>
      )}
    </Section>
  );
}
