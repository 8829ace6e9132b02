/* The book at a glance (issue 28 part 1): its clients, its assets under advice with their change over a chosen period
 * of SPEC §3 and the net new money in it, and the book's value over the period as a line chart. */
import { NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { portfolioReturnPeriods, type BookSummary, type PortfolioReturnPeriod } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { LineChart } from '../../../shared/charts/line-chart';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';
import { tabular } from '../../../shared/ui/tabular';
import { BookSection } from './book-section';

/** A signed amount with its currency: '+1,234.50 HKD', '-20.00 HKD'. */
function signedMoney(value: string, currency: string): string {
  return value.startsWith('-') ? money(value, currency) : `+${money(value, currency)}`;
}

const trendOf = (value: string) => (value.startsWith('-') ? 'loss' : /^0(\.0*)?$/.test(value) ? undefined : 'gain');

export function BookSummaryPanel({
  summary,
  period,
  onPeriod,
}: {
  readonly summary: BookSummary;
  readonly period: PortfolioReturnPeriod;
  readonly onPeriod: (period: PortfolioReturnPeriod) => void;
}) {
  const { t } = useTranslation('advisorBook');
  const vocabulary = useFundVocabulary();
  const currency = summary.reportingCurrency;
  const chosen = summary.periods.find((candidate) => candidate.period === period);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Paper withBorder radius="md" p="md" data-testid="book-clients">
          <Text size="sm" c="dimmed">
            {t('summary.clients')}
          </Text>
          <Text size="xl" fw={700} style={tabular} data-testid="book-clients-count">
            {formatNumber(summary.clients, { decimals: 0 })}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md" data-testid="book-assets">
          <Text size="sm" c="dimmed">
            {t('summary.assets')}
          </Text>
          <Text size="xl" fw={700} style={tabular} data-testid="book-assets-value">
            {money(summary.assetsUnderAdvice, currency)}
          </Text>
          {chosen && (
            <Text size="sm" style={tabular} data-testid="book-change">
              {chosen.changePercent === null ? (
                <Text span c="dimmed" size="sm">
                  {t('summary.noStart', { date: chosen.from })}
                </Text>
              ) : (
                <>
                  <Text span c={trendOf(chosen.change)} size="sm" fw={600}>
                    {`${signedMoney(chosen.change, currency)} (${chosen.changePercent.startsWith('-') ? '' : '+'}${formatNumber(chosen.changePercent, { decimals: 2 })}%)`}
                  </Text>{' '}
                  <Text span c="dimmed" size="sm">
                    {t('summary.change', { date: chosen.from })}
                  </Text>
                </>
              )}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" data-testid="book-new-money">
          <Text size="sm" c="dimmed">
            {t('summary.netNewMoney')}
          </Text>
          {chosen && (
            <>
              <Text size="xl" fw={700} style={tabular} data-testid="book-new-money-value">
                {signedMoney(chosen.netNewMoney, currency)}
              </Text>
              <Text size="sm" style={tabular}>
                {t('summary.marketMovement')}{' '}
                <Text span c={trendOf(chosen.marketMovement)} size="sm" fw={600}>
                  {signedMoney(chosen.marketMovement, currency)}
                </Text>
              </Text>
              <Text size="xs" c="dimmed">
                {t('summary.newMoneyNote', { date: chosen.from })}
              </Text>
            </>
          )}
        </Paper>
      </SimpleGrid>
      <BookSection
        heading={t('summary.chart', { currency })}
        testId="book-chart"
        actions={
          <NativeSelect
            label={t('summary.period')}
            value={period}
            onChange={(event) => {
              const next = portfolioReturnPeriods.find((candidate) => candidate === event.currentTarget.value);
              if (next) onPeriod(next);
            }}
            data={portfolioReturnPeriods.map((value) => ({ value, label: vocabulary.period(value) }))}
            data-testid="book-period"
            maw={220}
          />
        }
      >
        <LineChart
          label={t('summary.chart', { currency })}
          series={[{ id: 'book', label: currency, points: summary.chart.points }]}
          valueDecimals={0}
          formatValue={(value) => money(value, currency)}
          emptyText={t('summary.chartEmpty')}
          testId="book-value-chart"
        />
      </BookSection>
    </Stack>
  );
}
