/* A portfolio's holdings across areas: name, asset class, market, risk, quantity, value in its currency and in the
 * reporting currency (issue 26). */
import { Paper, Stack, Table, Text } from '@mantine/core';
import type { PortfolioHolding } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { useFundName } from '../funds/fund-names';
import { useTranslation } from '../i18n/use-translation';
import { money, oneLine } from '../ui/money';
import { tabular } from '../ui/tabular';
import { usePortfolioVocabulary } from './portfolio-vocabulary';

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
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{heading ?? t('holdings.heading')}</Text>
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
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holdings.map((holding) => (
                <Table.Tr key={holding.holdingId} data-holding-id={holding.holdingId}>
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
                  <Table.Td ta="right" style={oneLine}>
                    {money(holding.valueReporting, currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
