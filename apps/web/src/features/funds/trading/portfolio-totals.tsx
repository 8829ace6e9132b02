/* The fund portfolio's totals as cards (market value, unrealised profit, return, cash, dividends received), each
 * figure in the reporting currency, a profit coloured by its sign. */
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FundPortfolio } from '@portal/contract';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ticket/ticket-parts';
import { money, oneLine } from '../../../shared/ui/money';

/** A value coloured by its sign (profit green, loss red), in the shared number format. */
export function SignedMoney({ value, currency, size = 'sm' }: { value: string; currency: string; size?: 'sm' | 'lg' }) {
  const sign = value.trim().startsWith('-') ? 'down' : /^[0.]*$/.test(value.trim()) ? 'flat' : 'up';
  return (
    <Text
      span
      size={size}
      fw={size === 'lg' ? 600 : undefined}
      style={{ ...tabular, ...oneLine }}
      c={sign === 'up' ? 'gain' : sign === 'down' ? 'loss' : undefined}
      data-trend={sign}
    >
      {sign === 'up' ? '+' : ''}
      {money(value, currency)}
    </Text>
  );
}

/** A totals card: a label and a figure. */
export function TotalCard({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600} style={tabular} component="div">
        {children}
      </Text>
    </Paper>
  );
}

/** The portfolio's totals as cards. */
export function PortfolioTotals({ portfolio }: { portfolio: FundPortfolio }) {
  const { t } = useTranslation('fundTrading');
  const currency = portfolio.reportingCurrency;
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
      <TotalCard label={t('portfolio.totals.marketValue')} testId="total-market-value">
        {money(portfolio.totals.marketValue, currency)}
      </TotalCard>
      <TotalCard label={t('portfolio.totals.unrealisedProfit')} testId="total-profit">
        <SignedMoney value={portfolio.totals.unrealisedProfit} currency={currency} size="lg" />
      </TotalCard>
      <TotalCard label={t('portfolio.totals.returnPercent')} testId="total-return">
        <PerformancePercent value={portfolio.totals.returnPercent} size="lg" fw={600} />
      </TotalCard>
      <TotalCard label={t('portfolio.totals.cash')} testId="total-cash">
        {money(portfolio.totals.cash, currency)}
      </TotalCard>
      <TotalCard label={t('portfolio.totals.dividendsReceived')} testId="total-dividends">
        {money(portfolio.totals.dividendsReceived, currency)}
      </TotalCard>
    </SimpleGrid>
  );
}
