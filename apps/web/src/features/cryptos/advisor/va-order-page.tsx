/* SPEC §2 cryptos/vaOrder, §6 (issue 18 part 7, ADR 045): an FOS-source advisor places virtual-asset orders for its
 * advisees where the brand enables advisorVirtualAssetEnabled. It picks one of its own advisees (the server refuses any
 * other account), sees its balances, then quotes and confirms on the advisee's account with the client's ticket (firm
 * quote, fee, slippage, client reference); an advisee that has not passed the knowledge check is refused (VA502). The
 * orders the advisor placed are listed below; each records the advisor and the client is told (advisorOrderPlaced). */
import {
  Alert,
  Container,
  NativeSelect,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import type { AdvisorCryptoOrder } from '@portal/contract';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact, QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import { formatMoney, formatQuantity, type CryptoAccount } from '../crypto-common';
import { CancelOrderButton, OrderCancelledStatus, useCancelCryptoOrder } from '../trading/cancel-order';
import { CryptoOrderArea } from '../trading/crypto-order-page';
import { knowledgeCheckQuery, mayTradeVirtualAssets } from '../trading/knowledge-check';

const adviseesQuery = {
  queryKey: ['account', 'searchAdvisees', 'vaOrder'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.account.searchAdvisees({}, { signal }),
} as const;

const advisorOrdersQuery = {
  // Under 'cryptoOrder': the ticket refreshes every cryptoOrder query once an order is placed.
  queryKey: ['cryptoOrder', 'advisorOrders'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.cryptoOrder.searchAdvisorCryptoOrders({}, { signal }),
} as const;

/** The advisee's cash and assets, available and on hold (its portfolio, read as its advisor). */
function AdviseeBalances({ advisee }: { advisee: CryptoAccount }) {
  const { t } = useTranslation('cryptoAdvisor');
  const portfolio = useQuery(
    {
      queryKey: ['cryptoOrder', 'portfolio', advisee, 'USD'],
      queryFn: ({ signal }) => api.cryptoOrder.cryptoPortfolio({ ...advisee, reportingCurrency: 'USD' }, { signal }),
    },
    queryClient,
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="advisee-balances-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="advisee-balances-heading">
          {t('balances.heading', { accountCode: advisee.accountCode })}
        </Title>
        {portfolio.isPending || portfolio.isError ? (
          <QueryState failed={portfolio.isError} onRetry={() => void portfolio.refetch()} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, xs: 3 }} data-testid="advisee-cash">
              {portfolio.data.cash.map((cash) => (
                <Fact key={cash.currency} label={t('balances.cash', { currency: cash.currency })}>
                  {`${formatMoney(cash.available)} ${cash.currency}`}
                </Fact>
              ))}
            </SimpleGrid>
            {portfolio.data.holdings.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="advisee-no-holdings">
                {t('balances.noHoldings')}
              </Text>
            ) : (
              <ScrollArea type="auto">
                <Table style={tabular} verticalSpacing={4} data-testid="advisee-holdings">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('balances.asset')}</Table.Th>
                      <Table.Th ta="right">{t('balances.available')}</Table.Th>
                      <Table.Th ta="right">{t('balances.onHold')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {portfolio.data.holdings.map((holding) => (
                      <Table.Tr key={holding.asset}>
                        <Table.Td fw={600}>{holding.asset}</Table.Td>
                        <Table.Td ta="right" style={oneLine}>
                          {formatQuantity(holding.available)}
                        </Table.Td>
                        <Table.Td ta="right" style={oneLine}>
                          {formatQuantity(holding.onHold)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The ticket on the advisee's account, or why not: it has not passed the knowledge check (VA502). */
function AdviseeTicket({ advisee }: { advisee: CryptoAccount }) {
  const { t } = useTranslation('cryptoAdvisor');
  const check = useQuery(knowledgeCheckQuery(advisee), queryClient);
  if (check.isPending || check.isError) {
    return <QueryState failed={check.isError} onRetry={() => void check.refetch()} />;
  }
  if (!mayTradeVirtualAssets(check.data)) {
    return (
      <Alert
        color="warning"
        variant="light"
        title={t('knowledgeMissing.title')}
        data-testid="advisee-knowledge-missing"
      >
        <Stack gap={4}>
          <Text size="sm">{t('knowledgeMissing.reason', { accountCode: advisee.accountCode })}</Text>
          <Text size="sm">{t('knowledgeMissing.body', { accountCode: advisee.accountCode })}</Text>
        </Stack>
      </Alert>
    );
  }
  return <CryptoOrderArea account={advisee} historyLink={false} />;
}

/** The orders this advisor placed, newest first. */
export function AdvisorOrdersTable({
  orders,
  onCancel,
}: {
  orders: readonly AdvisorCryptoOrder[];
  /** Asks to cancel an open order (on its client's account). */
  onCancel: (order: AdvisorCryptoOrder) => void;
}) {
  const { t } = useTranslation('cryptoAdvisor');
  const trading = useTranslation('cryptoTrading').t;
  const brand = useBrand();
  if (orders.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="advisor-orders-empty">
        {t('orders.empty')}
      </Text>
    );
  }
  return (
    <ScrollArea type="auto">
      <Table style={tabular} verticalSpacing="xs" striped data-testid="advisor-orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.placedAt')}</Table.Th>
            <Table.Th>{t('orders.client')}</Table.Th>
            <Table.Th>{t('orders.pair')}</Table.Th>
            <Table.Th>{t('orders.side')}</Table.Th>
            <Table.Th ta="right">{t('orders.quantity')}</Table.Th>
            <Table.Th ta="right">{t('orders.amount')}</Table.Th>
            <Table.Th>{t('orders.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{trading('history.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.orderId} data-testid="advisor-order-row" data-order-id={order.orderId}>
              <Table.Td style={oneLine}>
                {`${formatDate(order.placedAt, brand.marketTimeZone)} ${formatTime24(order.placedAt, brand.marketTimeZone)}`}
              </Table.Td>
              <Table.Td style={oneLine} data-testid="advisor-order-client">
                {order.accountCode}
              </Table.Td>
              <Table.Td style={oneLine} fw={600}>
                {order.pairId}
              </Table.Td>
              <Table.Td style={oneLine} c={order.side === 'buy' ? 'priceUp' : 'priceDown'}>
                {trading(`sides.${order.side}`)}
              </Table.Td>
              <Table.Td ta="right" style={oneLine}>
                {formatQuantity(order.quantity)}
              </Table.Td>
              <Table.Td ta="right" style={oneLine}>
                {`${formatMoney(order.filledConsideration)} ${order.currency}`}
              </Table.Td>
              <Table.Td style={oneLine} data-testid="advisor-order-status">
                {trading(`statuses.${order.status}`)}
              </Table.Td>
              <Table.Td>
                {order.cancellable && <CancelOrderButton orderId={order.orderId} onClick={() => onCancel(order)} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function AdvisorOrders() {
  const { t } = useTranslation('cryptoAdvisor');
  const orders = useQuery(advisorOrdersQuery, queryClient);
  const cancel = useCancelCryptoOrder();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="advisor-orders-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="advisor-orders-heading">
          {t('orders.heading')}
        </Title>
        {orders.isPending || orders.isError ? (
          <QueryState failed={orders.isError} onRetry={() => void orders.refetch()} />
        ) : (
          <AdvisorOrdersTable
            orders={orders.data.orders}
            onCancel={(order) => cancel.ask({ accountCode: order.accountCode, source: 'fos' }, order)}
          />
        )}
        <OrderCancelledStatus orderId={cancel.cancelledId} />
        {cancel.dialog}
      </Stack>
    </Paper>
  );
}

export function VaOrderPage() {
  const { t } = useTranslation('cryptoAdvisor');
  const advisees = useQuery(adviseesQuery, queryClient);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const list = (advisees.data?.advisees ?? []).filter((advisee) => advisee.source === 'fos');
  const selected = list.find((advisee) => advisee.accountCode === chosen) ?? list[0];
  const advisee: CryptoAccount | undefined =
    selected === undefined ? undefined : { accountCode: selected.accountCode, source: 'fos' };
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('introduction')}
        </Text>
        {advisees.isPending || advisees.isError ? (
          <QueryState failed={advisees.isError} onRetry={() => void advisees.refetch()} />
        ) : advisee === undefined ? (
          <Alert color="info" variant="light" data-testid="no-advisees">
            {t('noAdvisees')}
          </Alert>
        ) : (
          <>
            <NativeSelect
              label={t('client')}
              value={advisee.accountCode}
              onChange={(event) => setChosen(event.currentTarget.value)}
              data={list.map((row) => ({ value: row.accountCode, label: `${row.accountCode} – ${row.displayName}` }))}
              data-testid="advisee-select"
              maw={420}
            />
            <AdviseeBalances advisee={advisee} />
            <AdviseeTicket key={advisee.accountCode} advisee={advisee} />
          </>
        )}
        <AdvisorOrders />
      </Stack>
    </Container>
  );
}
