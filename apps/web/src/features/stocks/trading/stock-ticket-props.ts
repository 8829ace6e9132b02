/* What the stock ticket's parts are given: the shared ticket flow's step, the stock's terms, the form and its errors,
 * the estimate, the confirmation reminder and the placed order. */
import type { PlacedStockOrder, StockTradeTerms } from '@portal/contract';
import type { TicketStepProps } from '../../../shared/ticket/ticket-flow';
import type { EstimateState } from './stock-ticket-queries';
import type { StockTicketForm, TicketErrors, TicketFieldError } from './ticket-rules';

export type StockTicketViewProps = TicketStepProps & {
  readonly terms: StockTradeTerms;
  readonly stockId: string;
  readonly form: StockTicketForm;
  readonly onForm: (form: StockTicketForm) => void;
  readonly errors: TicketErrors & { funds?: TicketFieldError };
  readonly estimate: EstimateState;
  readonly skipConfirmation: boolean;
  readonly passwordSaved: boolean;
  readonly dontShowAgain: boolean;
  readonly onDontShowAgain: (value: boolean) => void;
  readonly onShowConfirmAgain: () => void;
  readonly reminderFailed: boolean;
  readonly placed?: PlacedStockOrder;
};
