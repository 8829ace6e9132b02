/* SPEC §2 funds/portfolio. The page holds the account, the reporting currency (the client's preference first), the
 * chart's period and the two queries; its view lays out the header, the totals (portfolio-totals.tsx), the holdings
 * (portfolio-holdings.tsx), the allocation (portfolio-allocation.tsx), the value over time
 * (portfolio-value-chart.tsx) and the cash (cash-table.tsx). */
import { Button, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FundPortfolio, PortfolioHistoryPeriod } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import type { BrandCurrency } from '@portal/contract/brands';
import { useApiQuery } from '../../../shared/api/api-query';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import { QueryState } from '../../../shared/ticket/ticket-parts';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { CashTable } from './cash-table';
import { PortfolioAllocation } from './portfolio-allocation';
import { PortfolioHoldings } from './portfolio-holdings';
import { PortfolioTotals } from './portfolio-totals';
import { PortfolioValueChart } from './portfolio-value-chart';

export type FundPortfolioViewProps = {
  readonly portfolio: FundPortfolio;
  readonly reportingCurrencies: readonly string[];
  readonly onReportingCurrency: (currency: string) => void;
  readonly period: PortfolioHistoryPeriod;
  readonly onPeriod: (period: PortfolioHistoryPeriod) => void;
  /** The value-over-time points, or undefined while loading. */
  readonly history?: readonly { readonly date: string; readonly value: string }[];
  readonly historyFailed: boolean;
  readonly onHistoryRetry: () => void;
};

/** SPEC §2 funds/portfolio: totals, holdings, allocation, value over time, cash, in a chosen reporting currency. */
export function FundPortfolioView(props: FundPortfolioViewProps) {
  const { t } = useTranslation('fundTrading');
  const { portfolio } = props;
  const currency = portfolio.reportingCurrency;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t('portfolio.heading')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('portfolio.asOf', { date: formatDate(portfolio.asOf), time: formatTime24(portfolio.asOf) })}
            </Text>
            <Text size="xs" c="dimmed" data-testid="rate-time">
              {t('portfolio.rateAsOf', { time: formatTime24(portfolio.rateTime) })}
            </Text>
          </div>
          <NativeSelect
            label={t('portfolio.reportingCurrency')}
            value={currency}
            onChange={(event) => props.onReportingCurrency(event.currentTarget.value)}
            data={props.reportingCurrencies.map((code) => ({ value: code, label: code }))}
            data-testid="reporting-currency"
          />
        </Group>
        <PortfolioTotals portfolio={portfolio} />
        {portfolio.holdings.length === 0 ? (
          <Paper withBorder radius="md" p="lg" data-testid="portfolio-empty">
            <Stack gap="sm" align="flex-start">
              <Text c="dimmed">{t('portfolio.empty')}</Text>
              <Button component={Link} to="/funds/search">
                {t('portfolio.emptyAction')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <PortfolioHoldings portfolio={portfolio} />
            <PortfolioAllocation portfolio={portfolio} />
          </>
        )}
        <PortfolioValueChart
          currency={currency}
          period={props.period}
          onPeriod={props.onPeriod}
          history={props.history}
          historyFailed={props.historyFailed}
          onHistoryRetry={props.onHistoryRetry}
        />
        <CashTable cash={portfolio.cash} />
      </Stack>
    </Container>
  );
}
export function FundPortfolioPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <SignedInPortfolio key={`${account.source}:${account.accountCode}`} account={account} />;
}

function SignedInPortfolio({ account }: { account: TradingAccount }) {
  const brand = useBrand();
  const preferences = usePreferences();
  const [reportingCurrency, setReportingCurrency] = useState<BrandCurrency>(() =>
    reportingCurrencyFor(brand, preferences.reportingCurrency),
  );
  const [period, setPeriod] = useState<PortfolioHistoryPeriod>('6months');
  const portfolio = useApiQuery('fundHolding', 'fundPortfolio', { ...account, reportingCurrency });
  const history = useApiQuery('fundHolding', 'portfolioValueHistory', { ...account, period, reportingCurrency });
  if (portfolio.data === undefined) {
    return (
      <Container size="xl" py="lg">
        <QueryState failed={portfolio.isError} onRetry={() => void portfolio.refetch()} />
      </Container>
    );
  }
  return (
    <FundPortfolioView
      portfolio={portfolio.data}
      reportingCurrencies={brand.reportingCurrencies}
      onReportingCurrency={(code) => {
        const offered = brand.reportingCurrencies.find((currency) => currency === code);
        if (offered) setReportingCurrency(offered);
      }}
      period={period}
      onPeriod={setPeriod}
      {...(history.data ? { history: history.data.points } : {})}
      historyFailed={history.isError}
      onHistoryRetry={() => void history.refetch()}
    />
  );
}
