/* The fund portfolio's value over time in the reporting currency, over a chosen period. */
import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { portfolioHistoryPeriods, type PortfolioHistoryPeriod } from '@portal/contract';
import { LineChart } from '../../../shared/charts/line-chart';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState } from '../../../shared/ticket/ticket-parts';
import { money } from '../../../shared/ui/money';

export function PortfolioValueChart(props: {
  readonly currency: string;
  readonly period: PortfolioHistoryPeriod;
  readonly onPeriod: (period: PortfolioHistoryPeriod) => void;
  /** The value-over-time points, or undefined while loading. */
  readonly history: readonly { readonly date: string; readonly value: string }[] | undefined;
  readonly historyFailed: boolean;
  readonly onHistoryRetry: () => void;
}) {
  const { t } = useTranslation('fundTrading');
  const { currency } = props;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{t('portfolio.valueOverTime')}</Text>
          <SegmentedControl
            size="xs"
            value={props.period}
            onChange={(value) => {
              const period = portfolioHistoryPeriods.find((known) => known === value);
              if (period) props.onPeriod(period);
            }}
            data={portfolioHistoryPeriods.map((period) => ({
              value: period,
              label: t(`portfolio.periods.${period}`),
            }))}
            data-testid="history-period"
          />
        </Group>
        {props.history === undefined ? (
          <QueryState failed={props.historyFailed} onRetry={props.onHistoryRetry} />
        ) : (
          <LineChart
            label={`${t('portfolio.valueOverTime')} (${currency})`}
            series={[{ id: 'value', label: currency, points: props.history }]}
            valueDecimals={0}
            formatValue={(value) => money(value, currency)}
            emptyText={t('portfolio.noHistory')}
            testId="value-chart"
          />
        )}
      </Stack>
    </Paper>
  );
}
