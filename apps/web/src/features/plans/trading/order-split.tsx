/* How an amount is split across a plan's funds: a line per fund with its weight and its order, the total, and the
 * rounding rule stated (the contract's planOrderRounding: they add up to the amount exactly). */
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useFundName } from '../../../shared/funds/fund-names';
import { usePhone } from '../../../shared/history-list/history-list';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money, oneLine } from '../../../shared/ui/money';
import { tabular } from '../../../shared/ui/tabular';
import { formatNumber } from '@portal/contract/domain/number-format';
import type { SplitLine } from './subscribe-rules';

export function OrderSplit(props: {
  readonly lines: readonly SplitLine[];
  readonly currency: string;
  readonly lumpSum: string | null;
  readonly monthly: string | null;
}) {
  const { t } = useTranslation('planTrading');
  const nameOf = useFundName();
  const cell = { ...tabular, ...oneLine, textAlign: 'right' } as const;
  const phone = usePhone();
  if (phone)
    return (
      <Stack gap="xs" data-testid="order-split">
        <Text size="sm" fw={600}>
          {t('subscribe.split')}
        </Text>
        {props.lines.map((line) => (
          <Paper key={line.fundId} withBorder radius="sm" p="xs" data-testid="split-line">
            <Text size="sm">{nameOf(line.fundNames)}</Text>
            <Group gap={2} style={{ ...tabular, columnGap: 16 }}>
              <Text size="xs" c="dimmed">
                {formatNumber(line.weightPercent, { decimals: 2 })}%
              </Text>
              {props.lumpSum !== null && line.lumpSum !== null && (
                <Text size="xs" data-amount={line.lumpSum}>
                  {t('subscribe.splitLumpSum')} {money(line.lumpSum, props.currency)}
                </Text>
              )}
              {props.monthly !== null && line.monthly !== null && (
                <Text size="xs" data-amount={line.monthly}>
                  {t('subscribe.splitMonthly')} {money(line.monthly, props.currency)}
                </Text>
              )}
            </Group>
          </Paper>
        ))}
        <Group gap={2} style={{ ...tabular, columnGap: 16 }}>
          <Text size="sm" fw={600}>
            {t('subscribe.total')}
          </Text>
          {props.lumpSum !== null && (
            <Text size="sm" fw={600} data-testid="split-total-lump-sum">
              {t('subscribe.splitLumpSum')} {money(props.lumpSum, props.currency)}
            </Text>
          )}
          {props.monthly !== null && (
            <Text size="sm" fw={600} data-testid="split-total-monthly">
              {t('subscribe.splitMonthly')} {money(props.monthly, props.currency)}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed" data-testid="rounding-rule">
          {t('subscribe.splitRule')}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="xs" data-testid="order-split">
      <Text size="sm" fw={600}>
        {t('subscribe.split')}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subscribe.splitFund')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('subscribe.splitWeight')}</Table.Th>
              {props.lumpSum !== null && (
                <Table.Th style={{ textAlign: 'right' }}>{t('subscribe.splitLumpSum')}</Table.Th>
              )}
              {props.monthly !== null && (
                <Table.Th style={{ textAlign: 'right' }}>{t('subscribe.splitMonthly')}</Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.lines.map((line) => (
              <Table.Tr key={line.fundId} data-testid="split-line">
                <Table.Td>{nameOf(line.fundNames)}</Table.Td>
                <Table.Td style={cell}>{formatNumber(line.weightPercent, { decimals: 2 })}%</Table.Td>
                {props.lumpSum !== null && (
                  <Table.Td style={cell} data-amount={line.lumpSum ?? ''}>
                    {line.lumpSum === null ? '—' : money(line.lumpSum, props.currency)}
                  </Table.Td>
                )}
                {props.monthly !== null && (
                  <Table.Td style={cell} data-amount={line.monthly ?? ''}>
                    {line.monthly === null ? '—' : money(line.monthly, props.currency)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={600}>{t('subscribe.total')}</Table.Td>
              <Table.Td style={cell}>100.00%</Table.Td>
              {props.lumpSum !== null && (
                <Table.Td style={cell} fw={600} data-testid="split-total-lump-sum">
                  {money(props.lumpSum, props.currency)}
                </Table.Td>
              )}
              {props.monthly !== null && (
                <Table.Td style={cell} fw={600} data-testid="split-total-monthly">
                  {money(props.monthly, props.currency)}
                </Table.Td>
              )}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" data-testid="rounding-rule">
        {t('subscribe.splitRule')}
      </Text>
    </Stack>
  );
}
