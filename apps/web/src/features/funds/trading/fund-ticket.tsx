/* The shared ticket (shared/ticket) as fund tickets use it: the page that holds a fund's ticket or a picker, the flow
 * with the fund results and caches, the confirm step with the fund's note, the fee, and the fund errors' texts. */
import type { Decimal } from 'decimal.js';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { FundTradeTerms } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradingAccount } from '../../../shared/session/trading-account';
import type { TradingAccount } from '../../../shared/session/trading-account';
import type { Checked } from '../../../shared/ticket/quantity';
import { useQuantityErrorText } from '../../../shared/ticket/quantity-input';
import { useTicketFlow } from '../../../shared/ticket/ticket-flow';
import type { ConfirmActions, TicketFlowOptions } from '../../../shared/ticket/ticket-flow';
import { ConfirmStep, EstimatedFee, TicketPage } from '../../../shared/ticket/ticket-parts';
import { refreshAfterOrder } from './order-cache';
import { fundOrderFailureOf, isTargetsError } from './ticket-rules';
import type { TargetsError } from './ticket-rules';

/** The text of a fund ticket's field error: the shared quantity errors, or the switch targets'. */
export function useFieldErrorText(): (error: Checked['error'] | TargetsError | undefined) => string | undefined {
  const { t } = useTranslation('fundTrading');
  const quantityErrorText = useQuantityErrorText();
  return (error) => {
    if (error === undefined || !isTargetsError(error)) return quantityErrorText(error);
    return t(`ticket.errors.${error.key}`, { ...error.values, defaultValue: error.key });
  };
}

/** A fund ticket's confirm step: the shared frame with the note that its figures are estimates at the latest NAV. */
export function FundConfirmStep({ actions, children }: { actions: ConfirmActions; children: ReactNode }) {
  const { t } = useTranslation('fundTrading');
  return (
    <ConfirmStep actions={actions} note={t('ticket.confirm.estimateNote')}>
      {children}
    </ConfirmStep>
  );
}

/** The estimated fee of a fund order at the fund's fee percent, in the fund's currency. */
export function FundFee({ percent, fee, terms }: { percent: string; fee: Decimal; terms: FundTradeTerms }) {
  return <EstimatedFee percent={percent} fee={fee} precision={terms.currencyPrecision} currency={terms.fundCurrency} />;
}

/**
 * A fund ticket page (SPEC §2 funds/subscribe/{id?} and the like): the ticket of the fund in the route, or the
 * picker of one when the route names none.
 */
export function FundTicketPage(props: {
  heading: string;
  ticket: (account: TradingAccount, fundId: string) => ReactNode;
  picker: (account: TradingAccount) => ReactNode;
}) {
  const { id } = useParams();
  const account = useTradingAccount();
  if (!account) return null;
  return <TicketPage heading={props.heading}>{id ? props.ticket(account, id) : props.picker(account)}</TicketPage>;
}

/** Places fund orders through the shared ticket flow: the fund results read a refusal, an order refreshes the pages. */
export function useFundTicketFlow<Input, Result>(send: TicketFlowOptions<Input, Result>['send']) {
  return useTicketFlow({ send, readFailure: fundOrderFailureOf, onPlaced: refreshAfterOrder });
}
