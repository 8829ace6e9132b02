/* The client's cash by currency, each at its own precision: available (purchasing power) and on hold. */
import { Paper, Stack, Table, Text } from '@mantine/core';
import type { CashBalance } from '@portal/contract';
import { formatAmount } from '@portal/contract/domain/number-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ticket/ticket-parts';
import { currencyDecimals, oneLine } from '../../../shared/ui/money';

/** The client's cash by currency: available (purchasing power) and on hold. */
export function CashTable({ cash }: { cash: readonly CashBalance[] }) {
  const { t } = useTranslation('fundTrading');
  return (
    <Paper withBorder radius="md" p="md" data-testid="cash-table">
      <Stack gap="xs">
        <Text fw={600}>{t('portfolio.cash')}</Text>
        <Table verticalSpacing={4} style={tabular}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('portfolio.cashColumns.currency')}</Table.Th>
              <Table.Th ta="right">{t('portfolio.cashColumns.available')}</Table.Th>
              <Table.Th ta="right">{t('portfolio.cashColumns.onHold')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cash.map((balance) => (
              <Table.Tr key={balance.currency} data-currency={balance.currency}>
                <Table.Td>{balance.currency}</Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatAmount(balance.available, currencyDecimals(balance.currency))}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatAmount(balance.onHold, currencyDecimals(balance.currency))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
