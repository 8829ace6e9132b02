/* A fund order's size and moments as the ticket, the dashboard and the history write them. */
import type { FundOrder } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';

/** An order's size as the lists show it: the pay amount for a subscription, else units (or the amount asked). */
export function orderQuantityText(order: FundOrder, unitsText: (units: string) => string): string {
  if (order.kind === 'subscription' && order.payAmount !== null) return money(order.payAmount, order.payCurrency);
  if (order.basis === 'unit' && order.units !== null) return unitsText(formatNumber(order.units));
  if (order.amount !== null) return money(order.amount, order.fundCurrency);
  if (order.units !== null) return unitsText(formatNumber(order.units));
  return '—';
}

/** The units text of `orderQuantityText` in the reader's language. */
export function useUnitsText(): (units: string) => string {
  const { t } = useTranslation('fundTrading');
  return (units) => t('ticket.unitCount', { units });
}

/** A moment as the lists show it: market date and 24-hour time. */
export function formatMoment(instant: string): string {
  return `${formatDate(instant)} ${formatTime24(instant)}`;
}
