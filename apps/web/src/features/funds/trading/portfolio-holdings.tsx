/* The holdings of the fund portfolio: a card each below the md breakpoint, a table from it (units with those on hold,
 * average cost, NAV and its date, market value in the fund's and the reporting currency, profit, return,
 * dividends), each with its redeem and switch buttons where the brand trades funds. */
import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FundPortfolio } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useFundName } from '../../../shared/funds/fund-names';
import { useFundTradingVisible } from '../../../shared/funds/fund-trading-visible';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ticket/ticket-parts';
import { isZero, money, oneLine } from '../../../shared/ui/money';
import { SignedMoney } from './portfolio-totals';

/** A holding's trade buttons: redeem it, or switch out of it. */
function HoldingActions({ fundId }: { fundId: string }) {
  const { t } = useTranslation('fundTrading');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={`/funds/redeem/${fundId}`} size="compact-xs" variant="light">
        {t('portfolio.redeem')}
      </Button>
      <Button component={Link} to={`/funds/switch/${fundId}`} size="compact-xs" variant="subtle">
        {t('portfolio.switch')}
      </Button>
    </Group>
  );
}

export function PortfolioHoldings({ portfolio }: { portfolio: FundPortfolio }) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const tradingVisible = useFundTradingVisible();
  const currency = portfolio.reportingCurrency;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('portfolio.holdings')}</Text>
        <Stack gap="xs" hiddenFrom="md" data-testid="holding-cards">
          {portfolio.holdings.map((holding) => (
            <Paper key={holding.fundId} withBorder radius="sm" p="sm" data-fund-id={holding.fundId}>
              <Stack gap={6}>
                <div>
                  <Anchor component={Link} to={`/funds/detail/${holding.fundId}`} size="sm" fw={500}>
                    {nameOf(holding.fundNames)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {holding.fundId} · {t('portfolio.columns.units')} {formatNumber(holding.units)} ·{' '}
                    {t('portfolio.columns.nav')} {formatNumber(holding.nav)}
                    {!isZero(holding.dividendsReceived) &&
                      ` · ${t('portfolio.columns.dividends')} ${money(holding.dividendsReceived, holding.currency)}`}
                  </Text>
                </div>
                <Group justify="space-between" gap="xs" style={tabular}>
                  <Text size="sm" fw={500}>
                    {money(holding.marketValueReporting, currency)}
                  </Text>
                  <Group gap="xs">
                    <SignedMoney value={holding.unrealisedProfit} currency={holding.currency} />
                    <PerformancePercent value={holding.returnPercent} size="sm" />
                  </Group>
                </Group>
                {tradingVisible && <HoldingActions fundId={holding.fundId} />}
              </Stack>
            </Paper>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={1060} visibleFrom="md">
          <Table verticalSpacing="xs" striped style={tabular} data-testid="holdings-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('portfolio.columns.fund')}</Table.Th>
                <Table.Th ta="right">{t('portfolio.columns.units')}</Table.Th>
                <Table.Th ta="right">{t('portfolio.columns.averageCost')}</Table.Th>
                <Table.Th ta="right">{t('portfolio.columns.nav')}</Table.Th>
                <Table.Th ta="right">{t('portfolio.columns.marketValue')}</Table.Th>
                <Table.Th ta="right">{t('portfolio.columns.marketValueReporting', { currency })}</Table.Th>
                <Table.Th ta="right">{t('portfolio.columns.unrealisedProfit')}</Table.Th>
                <Table.Th ta="right">{t('portfolio.columns.returnPercent')}</Table.Th>
                <Table.Th ta="right">{t('portfolio.columns.dividends')}</Table.Th>
                {tradingVisible && <Table.Th>{t('portfolio.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {portfolio.holdings.map((holding) => (
                <Table.Tr key={holding.fundId} data-testid="holding-row" data-fund-id={holding.fundId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/funds/detail/${holding.fundId}`} size="sm" fw={500}>
                      {nameOf(holding.fundNames)}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {holding.fundId} · {holding.currency}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine}>
                    {formatNumber(holding.units)}
                    {!isZero(holding.onHoldUnits) && (
                      <Text size="xs" c="dimmed">
                        {t('ticket.holding.onHoldUnits')} {formatNumber(holding.onHoldUnits)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine}>
                    {formatNumber(holding.averageCost)}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine}>
                    {formatNumber(holding.nav)}
                    <Text size="xs" c="dimmed">
                      {holding.navDate}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine}>
                    {money(holding.marketValue, holding.currency)}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine}>
                    {money(holding.marketValueReporting, currency)}
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine}>
                    <SignedMoney value={holding.unrealisedProfit} currency={holding.currency} />
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine}>
                    <PerformancePercent value={holding.returnPercent} size="sm" />
                  </Table.Td>
                  <Table.Td ta="right" style={oneLine} data-testid="holding-dividends">
                    {money(holding.dividendsReceived, holding.currency)}
                  </Table.Td>
                  {tradingVisible && (
                    <Table.Td>
                      <HoldingActions fundId={holding.fundId} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
