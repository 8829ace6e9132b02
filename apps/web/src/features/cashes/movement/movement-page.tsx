/* SPEC §2 cashes/movement: balances per cash currency with their total in the reporting currency, and every cash
 * movement of the account with the running balance of its currency, filtered, keyset paged, exported to CSV
 * (issue 16 part 1, ADR 031). The page composes its parts: the balances (cash-balances), the filters in the
 * history-list kit's filter bar with the export (movement-filters), the movements (movement-list). */
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { HistoryFilterBar } from '../../../shared/history-list/history-filter-bar';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount, type TradingAccount } from '../../../shared/session/trading-account';
import { Balances } from './cash-balances';
import { useCashMovementApi } from './movement-api';
import { MovementFilters, invertedRange, movementFilterInput, noMovementFilters } from './movement-filters';
import type { CashMovementFilters } from './movement-filters';
import { MovementList } from './movement-list';

export function CashMovementPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <CashMovements key={`${account.source}:${account.accountCode}`} account={account} />;
}

function CashMovements({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('cashMovement');
  const client = useCashMovementApi();
  const language = useShownLanguage();
  const [filters, setFilters] = useState<CashMovementFilters>(noMovementFilters);
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1280} mx="auto">
      <Title order={1} size="h2">
        {t('heading')}
      </Title>
      <Balances account={account} />
      <HistoryFilterBar
        csvExport={{
          fetchFile: () =>
            client.cashMovement.exportCashMovements({ ...movementFilterInput(account, filters), language }),
          label: t('export.button'),
          failedText: t('export.failed'),
          doneText: (rows) => t('export.done', { rows: String(rows) }),
          disabled: invertedRange(filters),
        }}
      >
        <MovementFilters filters={filters} onFilters={setFilters} />
      </HistoryFilterBar>
      <Title order={2} size="h4">
        {t('list.heading')}
      </Title>
      {invertedRange(filters) ? (
        <Text c="danger" role="alert" data-testid="inverted-range">
          {t('filters.invertedRange')}
        </Text>
      ) : (
        <MovementList account={account} filters={filters} />
      )}
    </Stack>
  );
}
