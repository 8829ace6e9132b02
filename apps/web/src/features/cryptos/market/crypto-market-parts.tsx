/* Parts the crypto dashboard and portfolio share: the section frame, the query states, the holdings table. */
import { Group, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CryptoAsset, CryptoHolding } from '@portal/contract';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { oneLine } from '../../../shared/ui/money';
import { ChangePercent, formatMoney, formatQuantity } from '../crypto-common';
import { tabular } from '../../../shared/ui/tabular';

export { tabular };

export function Section(props: { title: string; aside?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid={props.testId} style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {props.title}
          </Title>
          {props.aside}
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}

export function QueryWait({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('cryptoMarket');
  if (failed) return <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('loading')}</Text>
    </Group>
  );
}

/** The assets held: quantity exactly (full precision), what is on hold, price and value in the reporting currency. */
export function HoldingsTable(props: {
  holdings: readonly CryptoHolding[];
  assets: readonly CryptoAsset[];
  currency: string;
  detailed: boolean;
}) {
  const { t } = useTranslation('cryptoMarket');
  const language = useShownLanguage();
  if (props.holdings.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="holdings-empty">
        {t('dashboard.noHoldings')}
      </Text>
    );
  }
  return (
    <ScrollArea type="auto">
      <Table data-testid="crypto-holdings" style={tabular} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.asset')}</Table.Th>
            {props.detailed && <Table.Th ta="right">{t('table.available')}</Table.Th>}
            {props.detailed && <Table.Th ta="right">{t('table.onHold')}</Table.Th>}
            <Table.Th ta="right">{t('table.quantity')}</Table.Th>
            <Table.Th ta="right">{`${t('table.price')} (${props.currency})`}</Table.Th>
            <Table.Th ta="right">{`${t('table.value')} (${props.currency})`}</Table.Th>
            <Table.Th ta="right">{t('table.change')}</Table.Th>
            {props.detailed && <Table.Th ta="right">{t('table.allocation')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.holdings.map((holding) => {
            const asset = props.assets.find((candidate) => candidate.code === holding.asset);
            return (
              <Table.Tr key={holding.asset} data-testid={`holding-${holding.asset}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {holding.asset}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {asset?.names[language] ?? ''}
                  </Text>
                </Table.Td>
                {props.detailed && (
                  <Table.Td ta="right" style={oneLine} data-testid="available" data-value={holding.available}>
                    {formatQuantity(holding.available)}
                  </Table.Td>
                )}
                {props.detailed && (
                  <Table.Td ta="right" style={oneLine} data-testid="on-hold" data-value={holding.onHold}>
                    {formatQuantity(holding.onHold)}
                  </Table.Td>
                )}
                <Table.Td ta="right" style={oneLine} data-testid="quantity" data-value={holding.quantity}>
                  {formatQuantity(holding.quantity)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine}>
                  {formatMoney(holding.price)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine} data-testid="value" data-value={holding.value}>
                  {formatMoney(holding.value)}
                </Table.Td>
                <Table.Td ta="right">
                  <ChangePercent value={holding.changePercent24h} />
                </Table.Td>
                {props.detailed && (
                  <Table.Td ta="right" style={oneLine}>
                    {`${formatMoney(holding.allocationPercent)}%`}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
