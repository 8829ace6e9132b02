/* A portfolio's holdings across areas (issue 26): on a wide screen a table of name, asset class, market, risk,
 * quantity, value in its currency and in the reporting currency, and share; on a phone a card per holding (name,
 * asset class, value in the reporting currency, share), as the history lists show their rows. */
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { PortfolioHolding } from '@portal/contract';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useFundName } from '../funds/fund-names';
import { PhoneCards, usePhone } from '../history-list/history-list';
import { useTranslation } from '../i18n/use-translation';
import { money, oneLine } from '../ui/money';
import { tabular } from '../ui/tabular';
import { usePortfolioVocabulary } from './portfolio-vocabulary';

/** Each holding's share of the holdings' total in the reporting currency, in percent with two decimals ('' when the total is zero). */
export function holdingShares(holdings: readonly PortfolioHolding[]): ReadonlyMap<string, string> {
  const total = holdings.reduce((sum, holding) => sum.plus(holding.valueReporting), new ExactDecimal(0));
  return new Map(
    holdings.map((holding) => [
      holding.holdingId,
      total.isZero()
        ? ''
        : `${formatNumber(new ExactDecimal(holding.valueReporting).times(100).dividedBy(total), { decimals: 2 })}%`,
    ]),
  );
}

export function PortfolioHoldingsTable({
  holdings,
  currency,
  heading,
}: {
  readonly holdings: readonly PortfolioHolding[];
  readonly currency: string;
  readonly heading?: string;
}) {
  const { t } = useTranslation('wealthPortfolio');
  const vocabulary = usePortfolioVocabulary();
  const nameOf = useFundName();
  const phone = usePhone();
  const shares = holdingShares(holdings);
  const shareOf = (holding: PortfolioHolding) => shares.get(holding.holdingId) ?? '';
  // A phone's card, as the other-assets list draws its rows: the name and the value in the reporting currency on top,
  // the asset class and the share under them.
  const phoneCard = (holding: PortfolioHolding) => (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {nameOf(holding.names)}
        </Text>
        <Text style={oneLine} data-testid="holding-value-reporting">
          {money(holding.valueReporting, currency)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {vocabulary.category(holding.category)}
        </Text>
        <Text size="sm" c="dimmed" style={oneLine}>
          {t('holdings.share')} <span data-testid="holding-share">{shareOf(holding)}</span>
        </Text>
      </Group>
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{heading ?? t('holdings.heading')}</Text>
        {phone ? (
          <PhoneCards
            rows={holdings}
            columns={[]}
            card={phoneCard}
            rowKey={(holding) => holding.holdingId}
            rowAttributes={(holding) => ({ 'data-testid': 'portfolio-holding', 'data-holding-id': holding.holdingId })}
            testId="portfolio-holdings"
          />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" striped style={tabular} data-testid="portfolio-holdings">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('holdings.name')}</Table.Th>
                  <Table.Th>{t('holdings.category')}</Table.Th>
                  <Table.Th>{t('holdings.market')}</Table.Th>
                  <Table.Th>{t('holdings.riskLevel')}</Table.Th>
                  <Table.Th ta="right">{t('holdings.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('holdings.value')}</Table.Th>
                  <Table.Th ta="right">{t('holdings.valueReporting', { currency })}</Table.Th>
                  <Table.Th ta="right">{t('holdings.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {holdings.map((holding) => (
                  <Table.Tr key={holding.holdingId} data-testid="portfolio-holding" data-holding-id={holding.holdingId}>
                    <Table.Td>{nameOf(holding.names)}</Table.Td>
                    <Table.Td>{vocabulary.category(holding.category)}</Table.Td>
                    <Table.Td>{vocabulary.market(holding.market)}</Table.Td>
                    <Table.Td>{vocabulary.riskLevel(holding.riskLevel)}</Table.Td>
                    <Table.Td ta="right" style={oneLine}>
                      {formatNumber(holding.quantity)}
                    </Table.Td>
                    <Table.Td ta="right" style={oneLine}>
                      {money(holding.value, holding.currency)}
                    </Table.Td>
                    <Table.Td ta="right" style={oneLine} data-testid="holding-value-reporting">
                      {money(holding.valueReporting, currency)}
                    </Table.Td>
                    <Table.Td ta="right" style={oneLine} data-testid="holding-share">
                      {shareOf(holding)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
