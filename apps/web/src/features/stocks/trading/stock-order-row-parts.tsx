/* What the rows of the stock history show: a stock's code and name, who placed an order, and how to change it. */
import { Text } from '@mantine/core';
import type { StockOrder } from '@portal/contract';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import type { LocalisedNames } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { codeOf } from './stock-history-format';
import { RowActionButton } from '../../../shared/ui/row-action-button';

/** A stock as a row names it: its code as its exchange writes it, in bold, then its name in the reader's language. */
export function StockCodeName(props: {
  readonly exchange: string;
  readonly code: string;
  readonly names: LocalisedNames;
}) {
  const language = useShownLanguage();
  return (
    <>
      <Text span fw={600} size="sm">
        {codeOf(props.exchange, props.code)}
      </Text>{' '}
      <Text span size="sm">
        {nameIn(props.names, language)}
      </Text>
    </>
  );
}

/** An order an advisor placed from an advisee session says so (SPEC §3 advisorStockTrading). */
export function PlacedByAdvisor({ advisorCode }: { readonly advisorCode: string | null }) {
  const { t } = useTranslation('stockTrading');
  if (advisorCode === null) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="order-advisor">
      {t('history.placedByAdvisor', { advisor: advisorCode })}
    </Text>
  );
}

/** The Amend and Cancel buttons of an order the account may still change, each named by its order for screen readers. */
export function OrderChangeButtons(props: {
  readonly order: StockOrder;
  readonly onAmend: (order: StockOrder) => void;
  readonly onCancel: (order: StockOrder) => void;
}) {
  const { t } = useTranslation('stockTrading');
  const { order } = props;
  return (
    <>
      {order.amendable && (
        <RowActionButton
          action={t('history.amend.button')}
          row={order.orderId}
          onClick={() => props.onAmend(order)}
          testId="amend"
        />
      )}
      {order.cancellable && (
        <RowActionButton
          action={t('history.cancel.button')}
          row={order.orderId}
          onClick={() => props.onCancel(order)}
          testId="cancel"
          danger
        />
      )}
    </>
  );
}
