/* The cash movements on the history-list kit: a table with the running balance of each line's currency, a card per
 * movement on a phone, keyset paged with "load more" (ADR 031). */
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CashMovement, CashMovementPage } from '@portal/contract';
import {
  cashMovementKindOf,
  cashMovementStatusLabels,
  cashMovementTypeLabels,
} from '@portal/contract/domain/cash/cash-movement-kinds';
import type { Language } from '@portal/contract/domain/language';
import type { Api } from '../../../shared/api/api-client';
import { HistoryList } from '../../../shared/history-list/history-list';
import type { HistoryColumn } from '../../../shared/history-list/history-list';
import { keysetListQuery, useHistoryList } from '../../../shared/history-list/history-query';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { money, oneLine } from '../../../shared/ui/money';
import { useCashMovementApi } from './movement-api';
import { movementFilterInput } from './movement-filters';
import type { CashMovementFilters } from './movement-filters';
import { formatMoment, signedMoney, useCashMovementStateTexts } from './movement-format';

export const cashMovementPageSize = 20;

export function cashMovementListQuery(client: Api, account: TradingAccount, filters: CashMovementFilters) {
  const input = { ...movementFilterInput(account, filters), pageSize: cashMovementPageSize };
  return keysetListQuery<CashMovementPage>({
    queryKey: ['cashMovement', 'searchCashMovements', input],
    fetchPage: (start, signal) => client.cashMovement.searchCashMovements({ ...input, ...start }, { signal }),
  });
}

const typeOf = (movement: CashMovement, language: Language) => cashMovementTypeLabels[movement.type][language];
const descriptionOf = (movement: CashMovement, language: Language) => cashMovementKindOf(movement.kind).text[language];
const amountColour = (movement: CashMovement) => (movement.amount.startsWith('-') ? 'loss' : 'gain');

function StatusBadge({ movement }: { readonly movement: CashMovement }) {
  const language = useShownLanguage();
  if (movement.status === null) return null;
  return (
    <Badge variant="light" color={movement.status === 'held' ? 'warning' : 'info'} data-testid="movement-status">
      {cashMovementStatusLabels[movement.status][language]}
    </Badge>
  );
}

/** The columns: time, type, description, reference, amount, the balance after it, status. */
function useMovementColumns(): readonly HistoryColumn<CashMovement>[] {
  const { t } = useTranslation('cashMovement');
  const language = useShownLanguage();
  return [
    { header: t('list.time'), cell: (movement) => formatMoment(movement.at) },
    { header: t('list.type'), cell: (movement) => typeOf(movement, language) },
    { header: t('list.description'), wraps: true, cell: (movement) => descriptionOf(movement, language) },
    {
      header: t('list.reference'),
      wraps: true,
      cell: (movement) => (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {movement.reference}
        </Text>
      ),
    },
    {
      header: t('list.amount'),
      figure: true,
      cell: (movement) => signedMoney(movement.amount, movement.currency),
      look: (movement) => ({ c: amountColour(movement), 'data-testid': 'movement-amount' }),
    },
    {
      header: t('list.balance'),
      figure: true,
      cell: (movement) => money(movement.balance, movement.currency),
      look: () => ({ 'data-testid': 'movement-balance' }),
    },
    { header: t('list.status'), cell: (movement) => <StatusBadge movement={movement} /> },
  ];
}

/** A movement on a phone: what it was and when, its signed amount, its reference, status and the balance after it. */
function MovementCard({ movement }: { readonly movement: CashMovement }) {
  const { t } = useTranslation('cashMovement');
  const language = useShownLanguage();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {descriptionOf(movement, language)}
          </Text>
          <Text size="xs" c="dimmed">
            {typeOf(movement, language)} · {formatMoment(movement.at)}
          </Text>
        </Stack>
        <Text fw={600} size="sm" c={amountColour(movement)} style={oneLine} data-testid="movement-amount">
          {signedMoney(movement.amount, movement.currency)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {movement.reference}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <StatusBadge movement={movement} />
          <Text size="xs" style={oneLine} data-testid="movement-balance">
            {t('list.balanceAfter', { balance: money(movement.balance, movement.currency) })}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}

export function MovementList({
  account,
  filters,
}: {
  readonly account: TradingAccount;
  readonly filters: CashMovementFilters;
}) {
  const { t } = useTranslation('cashMovement');
  const client = useCashMovementApi();
  const list = useHistoryList(cashMovementListQuery(client, account, filters), (page) => page.movements);
  const states = useCashMovementStateTexts();
  return (
    <HistoryList
      list={list}
      texts={{ ...states, empty: t('list.empty'), more: t('list.more') }}
      columns={useMovementColumns()}
      rowKey={(movement) => `${movement.journalId}:${movement.lineNumber}`}
      rowAttributes={(movement) => ({ 'data-testid': 'movement-row', 'data-currency': movement.currency })}
      card={(movement) => <MovementCard movement={movement} />}
      testIds={{ empty: 'movements-empty', table: 'movements' }}
      minWidth={900}
    />
  );
}
