/* SPEC §2 /assets/portfolio (issue 26 part 2): everything the client holds in one reporting currency, with the rate
 * time; its allocation, returns over a period with the method explained, net worth and cumulative return over time, the
 * CSV exports, and the named portfolios where the brand offers them. */
import { Button, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { portfolioSummaryPdfPath, type PortfolioReturnPeriod } from '@portal/contract';
import type { BrandCurrency } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { api } from '../../../shared/api/api-client';
import { useApiQuery } from '../../../shared/api/api-query';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { PortfolioAllocation } from '../../../shared/portfolio/portfolio-allocation';
import { PortfolioHoldingsTable } from '../../../shared/portfolio/portfolio-holdings-table';
import { PortfolioReturnsPanel } from '../../../shared/portfolio/portfolio-returns';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import { useTradingAccount, type TradingAccount } from '../../../shared/session/trading-account';
import { QueryState } from '../../../shared/ticket/ticket-parts';
import { CsvExportButton } from '../../../shared/ui/csv-export-button';
import { money } from '../../../shared/ui/money';
import { NamedPortfoliosPanel } from './named-portfolios-panel';
import { NetWorthCharts } from './net-worth-charts';

/** The portfolio summary PDF, in the client's language (the server reads the account's preference). */
function summaryPdfUrl(account: TradingAccount, currency: string): string {
  const query = new URLSearchParams({
    accountCode: account.accountCode,
    source: account.source,
    reportingCurrency: currency,
  });
  return `${portfolioSummaryPdfPath}?${query.toString()}`;
}

export function AssetPortfolioPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <SignedInAssetPortfolio key={`${account.source}:${account.accountCode}`} account={account} />;
}

function SignedInAssetPortfolio({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('wealthPortfolio');
  const brand = useBrand();
  const language = useShownLanguage();
  const preferences = usePreferences();
  const [currency, setCurrency] = useState<BrandCurrency>(() =>
    reportingCurrencyFor(brand, preferences.reportingCurrency),
  );
  const [period, setPeriod] = useState<PortfolioReturnPeriod>('1year');
  const netWorth = useApiQuery('marketValueHistory', 'netWorth', { ...account, reportingCurrency: currency });
  const history = useApiQuery('marketValueHistory', 'netWorthHistory', {
    ...account,
    period,
    reportingCurrency: currency,
  });
  const exportTexts = {
    failedText: t('export.failed'),
    doneText: (rows: number) => t('export.done', { rows: String(rows) }),
  };
  if (netWorth.data === undefined) {
    return (
      <Container size="xl" py="lg">
        <QueryState failed={netWorth.isError} onRetry={() => void netWorth.refetch()} />
      </Container>
    );
  }
  const portfolio = netWorth.data;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t('heading')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('asOf', { date: formatDate(portfolio.asOf), time: formatTime24(portfolio.asOf) })}
            </Text>
            <Text size="xs" c="dimmed" data-testid="rate-time">
              {t('rateAsOf', { time: formatTime24(portfolio.rateTime) })}
            </Text>
          </div>
          <NativeSelect
            label={t('reportingCurrency')}
            value={currency}
            onChange={(event) => {
              const offered = brand.reportingCurrencies.find((code) => code === event.currentTarget.value);
              if (offered) setCurrency(offered);
            }}
            data={brand.reportingCurrencies.map((code) => ({ value: code, label: code }))}
            data-testid="reporting-currency"
          />
        </Group>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('netWorth')}
          </Text>
          <Text size="xl" fw={700} data-testid="net-worth">
            {money(portfolio.netWorth, portfolio.reportingCurrency)}
          </Text>
        </Paper>
        {portfolio.holdings.length === 0 ? (
          <Paper withBorder radius="md" p="lg" data-testid="portfolio-empty">
            <Text c="dimmed">{t('empty')}</Text>
          </Paper>
        ) : (
          <>
            <PortfolioAllocation allocation={portfolio.allocation} currency={portfolio.reportingCurrency} />
            <PortfolioHoldingsTable holdings={portfolio.holdings} currency={portfolio.reportingCurrency} />
          </>
        )}
        {history.data === undefined ? (
          <QueryState failed={history.isError} onRetry={() => void history.refetch()} />
        ) : (
          <>
            <PortfolioReturnsPanel returns={history.data.returns} period={period} onPeriod={setPeriod} />
            <NetWorthCharts history={history.data} />
          </>
        )}
        <Group justify="flex-end" align="flex-start">
          <Button
            component="a"
            variant="default"
            href={summaryPdfUrl(account, currency)}
            download
            data-testid="download-summary-pdf"
          >
            {t('export.summaryPdf')}
          </Button>
          <CsvExportButton
            label={t('export.holdings')}
            testId="export-holdings"
            fetchFile={() =>
              api.marketValueHistory.exportPortfolioHoldings(
                { ...account, reportingCurrency: currency, language },
                { actingFor: account },
              )
            }
            {...exportTexts}
          />
          <CsvExportButton
            label={t('export.history')}
            testId="export-history"
            fetchFile={() =>
              api.marketValueHistory.exportNetWorthHistory(
                { ...account, period, reportingCurrency: currency, language },
                { actingFor: account },
              )
            }
            {...exportTexts}
          />
        </Group>
        {offers(brand.flags, brandFeatures.namedPortfolios) && <NamedPortfoliosPanel account={account} />}
      </Stack>
    </Container>
  );
}
