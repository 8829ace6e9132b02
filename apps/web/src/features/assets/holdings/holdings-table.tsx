/* The other assets as a table on wide screens and a card each on phones: name (a link to its page), category, value
 * with its currency, the day it is of, status. */
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AssetHolding } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePhone } from '../../../shared/history-list/history-list';
import { money, oneLine } from '../../../shared/ui/money';
import { tabular } from '../../../shared/ui/tabular';

const statusColour = { active: 'success', inactive: 'neutral', deleted: 'danger' } as const;

function holdingPath(holding: AssetHolding): string {
  return `/assets/holdings/${encodeURIComponent(holding.holdingId)}`;
}

export function HoldingStatusBadge({ holding }: { readonly holding: AssetHolding }) {
  const { t } = useTranslation('assetHoldings');
  return (
    <Badge variant="light" color={statusColour[holding.status]} data-testid="holding-status">
      {t(`statuses.${holding.status}`)}
    </Badge>
  );
}

function ValueText({ holding }: { readonly holding: AssetHolding }) {
  const { t } = useTranslation('assetHoldings');
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" style={{ ...tabular, ...oneLine }} data-value={holding.value}>
        {money(holding.value, holding.currency)}
      </Text>
      {holding.link && (
        <Text size="xs" c="dimmed">
          {t('list.linkedTo', { code: holding.link.code })}
        </Text>
      )}
    </Stack>
  );
}

export function HoldingsTable({ holdings }: { readonly holdings: readonly AssetHolding[] }) {
  const { t } = useTranslation('assetHoldings');
  const phone = usePhone();
  if (phone) {
    return (
      <Stack gap="sm" data-testid="holdings-cards">
        {holdings.map((holding) => (
          <Card key={holding.holdingId} withBorder radius="md" p="sm" data-testid="holding-row">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Anchor component={Link} to={holdingPath(holding)} fw={600}>
                  {holding.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(`categories.${holding.category}`)} · {holding.valuationDate}
                </Text>
              </Stack>
              <ValueText holding={holding} />
            </Group>
            <Group mt="xs">
              <HoldingStatusBadge holding={holding} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="holdings-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th>{t('list.category')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('list.value')}</Table.Th>
            <Table.Th>{t('list.valuationDate')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {holdings.map((holding) => (
            <Table.Tr key={holding.holdingId} data-testid="holding-row">
              <Table.Td>
                <Anchor component={Link} to={holdingPath(holding)}>
                  {holding.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`categories.${holding.category}`)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <ValueText holding={holding} />
              </Table.Td>
              <Table.Td style={{ ...tabular, ...oneLine }}>{holding.valuationDate}</Table.Td>
              <Table.Td>
                <HoldingStatusBadge holding={holding} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
