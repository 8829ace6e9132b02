/* Net worth over the period and the cumulative time-weighted return beside it (issue 26), on the shared line chart. */
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { NetWorthHistory } from '@portal/contract';
import { LineChart } from '../../../shared/charts/line-chart';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';

export function NetWorthCharts({ history }: { readonly history: NetWorthHistory }) {
  const { t } = useTranslation('wealthPortfolio');
  const currency = history.reportingCurrency;
  const values = history.points.map((point) => ({ date: point.date, value: point.value }));
  const returns = history.points.map((point) => ({ date: point.date, value: point.cumulativeReturn }));
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="xs">
          <Text fw={600}>{`${t('performance.valueChart')} (${currency})`}</Text>
          <LineChart
            label={`${t('performance.valueChart')} (${currency})`}
            series={[{ id: 'value', label: currency, points: values }]}
            valueDecimals={0}
            formatValue={(value) => money(value, currency)}
            emptyText={t('performance.noHistory')}
            testId="net-worth-chart"
          />
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>{`${t('performance.returnChart')} (%)`}</Text>
          <LineChart
            label={`${t('performance.returnChart')} (%)`}
            series={[{ id: 'return', label: t('performance.timeWeighted'), points: returns }]}
            valueDecimals={2}
            formatValue={(value) => `${value}%`}
            emptyText={t('performance.noHistory')}
            testId="cumulative-return-chart"
          />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
