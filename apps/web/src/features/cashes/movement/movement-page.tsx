/* SPEC §2 cashes/movement: balances per cash currency with their total in the reporting currency, and every cash
 * movement of the account with the running balance of its currency, filtered, keyset paged, exported to CSV
 * (issue 16 part 1, ADR 031). */
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Loader,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import type { CashBalances, CashMovement, CashMovementPage } from '@portal/contract';
import type { BrandCurrency } from '@portal/contract/brands';
import {
  cashMovementKindOf,
  cashMovementStatusLabels,
  cashMovementTypeLabels,
  cashMovementTypes,
  isCashMovementType,
  type CashMovementType,
} from '@portal/contract/domain/cash/cash-movement-kinds';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { api, type Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import { useTradingAccount, type TradingAccount } from '../../../shared/session/trading-account';
import { DateRangeInputs } from '../../../shared/ui/date-range-inputs';
import { CsvExportButton } from '../../../shared/ui/csv-export-button';
import { isZero, money, oneLine } from '../../../shared/ui/money';
import { RetryAlert } from '../../../shared/ui/retry-alert';

/** The api the page calls: the real one, or in a component test the real client over a fake network. */
export const CashMovementApiContext = createContext<Api>(api);

const phoneQuery = '(max-width: 47.99em)';
export const cashMovementPageSize = 20;

export type CashMovementFilters = {
  readonly currency: string;
  readonly type: '' | CashMovementType;
  readonly fromDate: string;
  readonly toDate: string;
};
const noFilters: CashMovementFilters = { currency: '', type: '', fromDate: '', toDate: '' };

/** The filter part of a searchCashMovements or exportCashMovements input. */
export function movementFilterInput(account: TradingAccount, filters: CashMovementFilters) {
  return {
    ...account,
    ...(filters.currency ? { currency: filters.currency } : {}),
    types: filters.type ? [filters.type] : [],
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}

function invertedRange(filters: CashMovementFilters): boolean {
  return filters.fromDate !== '' && filters.toDate !== '' && filters.toDate < filters.fromDate;
}

export function cashMovementListQuery(client: Api, account: TradingAccount, filters: CashMovementFilters) {
  const input = { ...movementFilterInput(account, filters), pageSize: cashMovementPageSize };
  return infiniteQueryOptions({
    queryKey: ['cashMovement', 'searchCashMovements', input] as const,
    queryFn: ({ pageParam, signal }) =>
      client.cashMovement.searchCashMovements(pageParam ? { ...input, cursor: pageParam } : input, { signal }),
    initialPageParam: '',
    getNextPageParam: (page: CashMovementPage) => page.nextCursor ?? undefined,
  });
}

export function cashBalancesQuery(client: Api, account: TradingAccount, reportingCurrency: string) {
  const input = { ...account, reportingCurrency };
  return queryOptions({
    queryKey: ['cashMovement', 'cashBalances', input] as const,
    queryFn: ({ signal }) => client.cashMovement.cashBalances(input, { signal }),
  });
}

function formatMoment(instant: string): string {
  return `${formatDate(instant)} ${formatTime24(instant)}`;
}

/** A signed amount with its sign always shown: '+1,000.00 HKD', '-250.00 HKD'. */
function signedMoney(value: string, currency: string): string {
  return value.startsWith('-') || isZero(value) ? money(value, currency) : `+${money(value, currency)}`;
}

export function CashMovementPage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <CashMovements key={`${account.source}:${account.accountCode}`} account={account} />;
}

function CashMovements({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('cashMovement');
  const client = useContext(CashMovementApiContext);
  const language = useShownLanguage();
  const [filters, setFilters] = useState<CashMovementFilters>(noFilters);
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1280} mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t('heading')}
        </Title>
        <CsvExportButton
          fetchFile={() =>
            client.cashMovement.exportCashMovements({ ...movementFilterInput(account, filters), language })
          }
          label={t('export.button')}
          failedText={t('export.failed')}
          doneText={(rows) => t('export.done', { rows: String(rows) })}
          disabled={invertedRange(filters)}
        />
      </Group>
      <Balances account={account} />
      <MovementFilters filters={filters} onFilters={setFilters} />
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

function Loading() {
  const { t } = useTranslation('cashMovement');
  return (
    <Group justify="center" py="md" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed" size="sm">
        {t('common.loading')}
      </Text>
    </Group>
  );
}

function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('cashMovement');
  return <RetryAlert message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={onRetry} />;
}

function Balances({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('cashMovement');
  const brand = useBrand();
  const preferences = usePreferences();
  const client = useContext(CashMovementApiContext);
  const [reportingCurrency, setReportingCurrency] = useState<BrandCurrency>(() =>
    reportingCurrencyFor(brand, preferences.reportingCurrency),
  );
  const balances = useQuery(cashBalancesQuery(client, account, reportingCurrency), queryClient);
  return (
    <Stack gap="sm" component="section" aria-labelledby="cash-balances-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4" id="cash-balances-heading">
          {t('balances.heading')}
        </Title>
        {brand.reportingCurrencies.length > 1 && (
          <NativeSelect
            label={t('balances.reportingCurrency')}
            value={reportingCurrency}
            onChange={(event) => {
              const chosen = brand.reportingCurrencies.find((currency) => currency === event.currentTarget.value);
              if (chosen) setReportingCurrency(chosen);
            }}
            data={brand.reportingCurrencies.map((currency) => ({ value: currency, label: currency }))}
            data-testid="reporting-currency"
          />
        )}
      </Group>
      {balances.data ? (
        <BalanceCards balances={balances.data} />
      ) : balances.isError ? (
        <LoadFailed onRetry={() => void balances.refetch()} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

export function BalanceCards({ balances }: { readonly balances: CashBalances }) {
  const { t } = useTranslation('cashMovement');
  const reporting = balances.reportingCurrency;
  const rates = balances.balances.filter((balance) => balance.currency !== reporting && balance.rate !== null);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {balances.balances.map((balance) => (
        <Paper
          key={balance.currency}
          withBorder
          radius="md"
          p="sm"
          data-testid="balance-card"
          data-currency={balance.currency}
        >
          <Text fw={700} size="sm">
            {balance.currency}
          </Text>
          <Text size="xs" c="dimmed">
            {t('balances.available')}
          </Text>
          <Text fw={600} size="lg" style={oneLine} data-testid="balance-available">
            {money(balance.available, balance.currency)}
          </Text>
          <Stack gap={2} mt={6}>
            {(['onHold', 'unsettled', 'withdrawable'] as const).map((field) => (
              <Group key={field} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t(`balances.${field}`)}
                </Text>
                <Text size="xs" style={oneLine} data-testid={`balance-${field}`}>
                  {money(balance[field], balance.currency)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
      <Paper withBorder radius="md" p="sm" data-testid="balance-total">
        <Text fw={700} size="sm">
          {t('balances.total', { currency: reporting })}
        </Text>
        {balances.total === null ? (
          <Text size="sm" c="warning" data-testid="balance-total-missing">
            {t('balances.noTotal')}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              {t('balances.totalNote')}
            </Text>
            <Text fw={600} size="lg" style={oneLine} data-testid="balance-total-value">
              {money(balances.total, reporting)}
            </Text>
          </>
        )}
        <Stack gap={2} mt={6}>
          {rates.map((balance) => (
            <Text key={balance.currency} size="xs" c="dimmed" data-testid="balance-rate">
              {t('balances.rate', { from: balance.currency, rate: balance.rate ?? '', to: reporting })}
            </Text>
          ))}
          {balances.rateTime !== null && (
            <Text size="xs" c="dimmed" data-testid="balance-rate-time">
              {t('balances.rateTime', { time: formatMoment(balances.rateTime) })}
            </Text>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

function MovementFilters({
  filters,
  onFilters,
}: {
  readonly filters: CashMovementFilters;
  readonly onFilters: (filters: CashMovementFilters) => void;
}) {
  const { t } = useTranslation('cashMovement');
  const brand = useBrand();
  const language = useShownLanguage();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('filters.currency')}
          value={filters.currency}
          onChange={(event) => onFilters({ ...filters, currency: event.currentTarget.value })}
          data={[
            { value: '', label: t('filters.anyCurrency') },
            ...brand.cashCurrencies.map((currency) => ({ value: currency, label: currency })),
          ]}
          data-testid="filter-currency"
        />
        <NativeSelect
          label={t('filters.type')}
          value={filters.type}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onFilters({ ...filters, type: isCashMovementType(value) ? value : '' });
          }}
          data={[
            { value: '', label: t('filters.anyType') },
            ...cashMovementTypes.map((type) => ({ value: type, label: cashMovementTypeLabels[type][language] })),
          ]}
          data-testid="filter-type"
        />
        <DateRangeInputs
          fromLabel={t('filters.from')}
          toLabel={t('filters.to')}
          fromDate={filters.fromDate}
          toDate={filters.toDate}
          onChange={(range) => onFilters({ ...filters, ...range })}
          testIdPrefix="filter-date"
        />
      </Group>
    </Paper>
  );
}

function MovementList({
  account,
  filters,
}: {
  readonly account: TradingAccount;
  readonly filters: CashMovementFilters;
}) {
  const client = useContext(CashMovementApiContext);
  const list = useInfiniteQuery(cashMovementListQuery(client, account, filters), queryClient);
  if (!list.data) return list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : <Loading />;
  return (
    <MovementsView
      movements={list.data.pages.flatMap((page) => page.movements)}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      failedMore={list.isFetchNextPageError}
      onMore={() => void list.fetchNextPage()}
    />
  );
}

function StatusBadge({ movement }: { readonly movement: CashMovement }) {
  const language = useShownLanguage();
  if (movement.status === null) return null;
  return (
    <Badge variant="light" color={movement.status === 'held' ? 'warning' : 'info'} data-testid="movement-status">
      {cashMovementStatusLabels[movement.status][language]}
    </Badge>
  );
}

export function MovementsView(props: {
  readonly movements: readonly CashMovement[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly failedMore: boolean;
  readonly onMore: () => void;
}) {
  const { t } = useTranslation('cashMovement');
  const language = useShownLanguage();
  const narrow = useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false });
  if (props.movements.length === 0) {
    return (
      <Text c="dimmed" data-testid="movements-empty">
        {t('list.empty')}
      </Text>
    );
  }
  const more = (
    <>
      {props.failedMore && <LoadFailed onRetry={props.onMore} />}
      {props.hasMore && (
        <Button variant="default" onClick={props.onMore} loading={props.loadingMore} data-testid="more">
          {t('list.more')}
        </Button>
      )}
    </>
  );
  const typeOf = (movement: CashMovement) => cashMovementTypeLabels[movement.type][language];
  const descriptionOf = (movement: CashMovement) => cashMovementKindOf(movement.kind).text[language];
  const amountColour = (movement: CashMovement) => (movement.amount.startsWith('-') ? 'loss' : 'gain');
  const key = (movement: CashMovement) => `${movement.journalId}:${movement.lineNumber}`;
  if (narrow) {
    return (
      <Stack gap="sm" data-testid="movements">
        {props.movements.map((movement) => (
          <Paper key={key(movement)} withBorder radius="md" p="sm" data-testid="movement-row">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {descriptionOf(movement)}
                </Text>
                <Text size="xs" c="dimmed">
                  {typeOf(movement)} · {formatMoment(movement.at)}
                </Text>
              </Stack>
              <Text fw={600} size="sm" c={amountColour(movement)} style={oneLine} data-testid="movement-amount">
                {signedMoney(movement.amount, movement.currency)}
              </Text>
            </Group>
            <Group justify="space-between" gap="xs" mt={4}>
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
          </Paper>
        ))}
        {more}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="movements">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.time')}</Table.Th>
              <Table.Th>{t('list.type')}</Table.Th>
              <Table.Th>{t('list.description')}</Table.Th>
              <Table.Th>{t('list.reference')}</Table.Th>
              <Table.Th ta="right">{t('list.amount')}</Table.Th>
              <Table.Th ta="right">{t('list.balance')}</Table.Th>
              <Table.Th>{t('list.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.movements.map((movement) => (
              <Table.Tr key={key(movement)} data-testid="movement-row" data-currency={movement.currency}>
                <Table.Td style={oneLine}>{formatMoment(movement.at)}</Table.Td>
                <Table.Td style={oneLine}>{typeOf(movement)}</Table.Td>
                <Table.Td>{descriptionOf(movement)}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {movement.reference}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={oneLine} c={amountColour(movement)} data-testid="movement-amount">
                  {signedMoney(movement.amount, movement.currency)}
                </Table.Td>
                <Table.Td ta="right" style={oneLine} data-testid="movement-balance">
                  {money(movement.balance, movement.currency)}
                </Table.Td>
                <Table.Td>
                  <StatusBadge movement={movement} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more}
    </Stack>
  );
}
