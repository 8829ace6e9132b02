/* What the stock trading pages share: the account they act for, the labels of the contract's names in the reader's
 * language, figures, and the refresh after an order changes. */
import { Badge } from '@mantine/core';
import type { StockOrderEstimate } from '@portal/contract';
import { stockOrderResultCatalogue } from '@portal/contract/domain/order/stock-order-results';
import type { StockOrderResult } from '@portal/contract/domain/order/stock-order-results';
import { languages } from '@portal/contract/domain/language';
import type { TextInLanguages } from '@portal/contract/domain/order/result-catalogue';
import { isStockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import { stockFeeLineLabels } from '@portal/contract/domain/stock/fees';
import { marketOpeningText } from '@portal/contract/domain/stock/market-opening';
import {
  isProgramOrderType,
  isStockOrderType,
  programOrderTypeLabels,
  stockOrderSideLabels,
  stockOrderTypeLabels,
} from '@portal/contract/domain/stock/order-types';
import type { StockOrderSide } from '@portal/contract/domain/stock/order-types';
import {
  isStockOrderStatus,
  stockOrderDisplayGroupOf,
  stockOrderStatusLabels,
} from '@portal/contract/domain/stock/stock-order-status';
import type { StockOrderDisplayGroup } from '@portal/contract/domain/stock/stock-order-status';
import { ApiError } from '../../../shared/api/api-error';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import type { OrderFailure } from '../../../shared/ticket/order-failure';
import type { ColourToken } from '../../../shared/ui/colour-tokens';

/** The labels of the contract's stock names (sides, order types, validity, statuses, fee lines) in the language shown. */
export function useStockLabels() {
  const language = useShownLanguage();
  const labelOf = <Name extends string>(labels: Record<Name, { readonly en: string }>, known: boolean, name: string) =>
    known ? ((labels[name as Name] as Record<string, string>)[language] ?? name) : name;
  return {
    side: (side: StockOrderSide) => stockOrderSideLabels[side][language],
    orderType: (type: string) => labelOf(stockOrderTypeLabels, isStockOrderType(type), type),
    programOrderType: (type: string) => labelOf(programOrderTypeLabels, isProgramOrderType(type), type),
    status: (status: string) => labelOf(stockOrderStatusLabels, isStockOrderStatus(status), status),
    feeLine: (name: string) => labelOf(stockFeeLineLabels, name in stockFeeLineLabels, name),
  };
}

/**
 * The stock order catalogue's reading of a refusal (SPEC §8 codes 8201-8805, 9999) for the shared ticket and the
 * history's amendments (`byStatus`: what a 404 means there). A refusal of a closed market says when it opens next
 * (its details' exchange and opensAt), on the exchange's clock, in each language.
 */
export function stockOrderFailureOf(
  error: unknown,
  byStatus: Partial<Record<403 | 404, StockOrderResult>> = { 404: 'unknownInstrument' },
): OrderFailure<StockOrderResult> {
  const failure = orderFailureOf(error, { catalogue: stockOrderResultCatalogue, byStatus });
  const opening = failure.kind === 'result' && error instanceof ApiError ? openingOf(error.details) : undefined;
  if (failure.kind !== 'result' || opening === undefined) return failure;
  const text = Object.fromEntries(
    languages.map((language) => [
      language,
      `${failure.text[language]}${language === 'en' ? ' ' : ''}${opening[language]}`,
    ]),
  ) as TextInLanguages; // one entry per language
  return { ...failure, text };
}

/** When a refusal's details say the market opens next, in words. */
function openingOf(details: unknown): TextInLanguages | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const { exchange, opensAt } = details as { exchange?: unknown; opensAt?: unknown };
  if (typeof exchange !== 'string' || !isStockExchangeCode(exchange) || typeof opensAt !== 'string') return undefined;
  const at = new Date(opensAt);
  return Number.isNaN(at.getTime()) ? undefined : marketOpeningText(exchange, at);
}

const groupColours = {
  filled: 'success',
  cancel: 'neutral',
  inMarket: 'info',
  partiallyFilled: 'warning',
  approvalRequired: 'warning',
} as const satisfies Record<StockOrderDisplayGroup, ColourToken>;

/** An order's status as a badge: its SPEC §4 label, coloured by its display group. */
export function StockOrderStatusBadge({ status }: { readonly status: string }) {
  const labels = useStockLabels();
  const colour = isStockOrderStatus(status)
    ? status === 'rejected' || status === 'failed' || status === 'error'
      ? 'danger'
      : groupColours[stockOrderDisplayGroupOf(status)]
    : 'neutral';
  return (
    <Badge color={colour} variant="light" data-testid="order-status" data-status={status} style={{ flexShrink: 0 }}>
      {labels.status(status)}
    </Badge>
  );
}

/** After an order is placed, amended or cancelled: orders, positions, buying power and the ticket's terms change. */
export function refreshAfterStockOrder(): void {
  void queryClient.invalidateQueries({ queryKey: ['stockOrder'] });
}

/** The estimate's fee lines with their labels. */
export function feeLinesOf(estimate: Pick<StockOrderEstimate, 'fees'>, label: (name: string) => string) {
  return estimate.fees.map((fee) => ({ name: fee.name, label: label(fee.name), amount: fee.amount }));
}
