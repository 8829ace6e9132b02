/* The ticket of one stock: it waits for the stock's terms, the reminder and the saved trade password, then holds the
 * form, the shared ticket flow and the estimate. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlacedStockOrder, StockTradeTerms } from '@portal/contract';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import { queryClient } from '../../../shared/api/query-client';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import { LoadFailed, Loading } from '../market/market-parts';
import { useStockApi } from '../market/stock-api';
import {
  confirmationReminderQuery,
  savedTradePasswordQuery,
  stockTradeTermsQuery,
  useOrderEstimate,
} from './stock-ticket-queries';
import { StockTicketView } from './stock-ticket-view';
import { fundsError, orderInputOf, startingForm, ticketErrors } from './ticket-rules';
import type { StockOrderInput, StockTicketForm, TicketErrors, TicketFieldError } from './ticket-rules';
import { refreshAfterStockOrder, stockOrderFailureOf } from './trading-parts';

export function StockTicket({
  account,
  stockId,
  side,
}: {
  readonly account: TradingAccount;
  readonly stockId: string;
  readonly side: StockOrderSide;
}) {
  const client = useStockApi();
  const terms = useQuery(stockTradeTermsQuery(client, account, stockId), queryClient);
  const reminder = useQuery(confirmationReminderQuery(client, account), queryClient);
  const saved = useQuery(savedTradePasswordQuery(client, account), queryClient);
  if (terms.data === undefined || reminder.data === undefined || saved.data === undefined) {
    const failed = terms.isError || reminder.isError || saved.isError;
    if (!failed) return <Loading />;
    return (
      <LoadFailed
        onRetry={() => {
          void terms.refetch();
          void reminder.refetch();
          void saved.refetch();
        }}
      />
    );
  }
  return (
    <StockTicketWithTerms
      account={account}
      stockId={stockId}
      side={side}
      terms={terms.data}
      skipConfirmation={reminder.data.skipConfirmation}
      passwordSaved={saved.data.result}
    />
  );
}

function StockTicketWithTerms(props: {
  readonly account: TradingAccount;
  readonly stockId: string;
  readonly side: StockOrderSide;
  readonly terms: StockTradeTerms;
  readonly skipConfirmation: boolean;
  readonly passwordSaved: boolean;
}) {
  const { account, terms, stockId } = props;
  const client = useStockApi();
  const [form, setForm] = useState<StockTicketForm>(() => startingForm(terms, props.side));
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const reminder = useMutation(
    {
      mutationFn: (skipConfirmation: boolean) =>
        client.stockOrder.saveOrderConfirmationReminder({ ...account, skipConfirmation }),
      onSuccess: (answer) => queryClient.setQueryData(confirmationReminderQuery(client, account).queryKey, answer),
    },
    queryClient,
  );
  const flow = useTicketFlow<StockOrderInput, PlacedStockOrder>({
    send: (input, clientReference) => client.stockOrder.placeStockOrder({ ...account, clientReference, ...input }),
    readFailure: stockOrderFailureOf,
    onPlaced: () => {
      if (dontShowAgain) reminder.mutate(true);
      refreshAfterStockOrder();
    },
  });
  const errors = ticketErrors(form, terms, props.passwordSaved);
  const estimate = useOrderEstimate(client, account, stockId, form, errors);
  const funds = fundsError(form.side, estimate.data?.total, terms.buyingPower);
  const allErrors: TicketErrors & { funds?: TicketFieldError } = funds ? { ...errors, funds } : errors;
  const valid = Object.keys(allErrors).length === 0;
  return (
    <StockTicketView
      terms={terms}
      stockId={stockId}
      form={form}
      onForm={flow.edit(setForm)}
      errors={allErrors}
      estimate={estimate}
      skipConfirmation={props.skipConfirmation}
      passwordSaved={props.passwordSaved}
      dontShowAgain={dontShowAgain}
      onDontShowAgain={setDontShowAgain}
      onShowConfirmAgain={() => reminder.mutate(false)}
      reminderFailed={reminder.isError}
      {...flow.stepProps({
        ready: () => valid,
        input: () => (valid ? orderInputOf(stockId, form, terms, props.passwordSaved) : undefined),
        clear: () => setForm(startingForm(terms, form.side)),
      })}
      {...(flow.result ? { placed: flow.result } : {})}
    />
  );
}
