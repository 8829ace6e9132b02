/* The client's cash by currency: available, and what may be exchanged now. */
import { ScrollArea, Table } from '@mantine/core';
import type { FxBalance } from '@portal/contract';
import { formatAmount } from '@portal/contract/domain/number-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';

export function BalancesTable({ balances, testId }: { balances: readonly FxBalance[]; testId: string }) {
  const { t } = useTranslation('cashFx');
  return (
    <ScrollArea type="auto">
      <Table data-testid={testId} style={tabular}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('balances.currency')}</Table.Th>
            <Table.Th ta="right">{t('balances.available')}</Table.Th>
            <Table.Th ta="right">{t('balances.exchangeable')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balances.map((balance) => (
            <Table.Tr key={balance.currency} data-testid={`${testId}-${balance.currency}`}>
              <Table.Td>{balance.currency}</Table.Td>
              <Table.Td ta="right" style={oneLine} data-testid="available" data-value={balance.available}>
                {formatAmount(balance.available, balance.precision)}
              </Table.Td>
              <Table.Td ta="right" style={oneLine} data-testid="exchangeable" data-value={balance.exchangeable}>
                {formatAmount(balance.exchangeable, balance.precision)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
