/* What the stock ticket reads from the server: the stock's trade terms, the confirmation reminder, whether a trade
 * password is saved, and the estimate of the order as typed. */
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { StockOrderEstimate } from '@portal/contract';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { describedOrderOf } from './ticket-rules';
import type { StockTicketForm, TicketErrors } from './ticket-rules';
import { stockOrderFailureOf } from './trading-parts';

export function stockTradeTermsQuery(client: Api, account: TradingAccount, stockId: string) {
  const input = { ...account, stockId };
  return {
    queryKey: ['stockOrder', 'stockTradeTerms', input] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockOrder.stockTradeTerms(input, { signal }),
  };
}

export function confirmationReminderQuery(client: Api, account: TradingAccount) {
  return {
    queryKey: ['stockOrder', 'loadOrderConfirmationReminder', account] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      client.stockOrder.loadOrderConfirmationReminder(account, { signal }),
  };
}

export function savedTradePasswordQuery(client: Api, account: TradingAccount) {
  return {
    queryKey: ['stockOrder', 'checkSavedTradePassword', account] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.stockOrder.checkSavedTradePassword(account, { signal }),
  };
}

/** The estimate the server works out for the order as typed (once price and quantity are valid), a moment after typing. */
export type EstimateState = {
  readonly data?: StockOrderEstimate;
  readonly failure?: ReturnType<typeof stockOrderFailureOf>;
  readonly loading: boolean;
};

export function useOrderEstimate(
  client: Api,
  account: TradingAccount,
  stockId: string,
  form: StockTicketForm,
  errors: TicketErrors,
): EstimateState {
  const ready = !errors.price && !errors.stopPrice && !errors.quantity;
  const input = { ...account, ...describedOrderOf(stockId, form) };
  const [debounced] = useDebouncedValue(ready ? input : undefined, 300);
  const query = useQuery(
    {
      queryKey: ['stockOrder', 'estimateStockOrder', debounced] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        debounced ? client.stockOrder.estimateStockOrder(debounced, { signal }) : Promise.reject(new Error('no input')),
      enabled: debounced !== undefined,
      retry: false,
    },
    queryClient,
  );
  if (!ready || debounced === undefined) return { loading: false };
  return {
    ...(query.data ? { data: query.data } : {}),
    ...(query.isError ? { failure: stockOrderFailureOf(query.error) } : {}),
    loading: query.isFetching,
  };
}
