/* What an order's row in the stock history and its phone card both show: who placed it, and how to change it. */
import { Button, Text } from '@mantine/core';
import type { StockOrder } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { rowActionName } from '../../../shared/ui/row-action';

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
        <Button
          size="xs"
          variant="light"
          onClick={() => props.onAmend(order)}
          aria-label={rowActionName(t('history.amend.button'), order.orderId)}
          data-testid="amend"
        >
          {t('history.amend.button')}
        </Button>
      )}
      {order.cancellable && (
        <Button
          size="xs"
          variant="light"
          color="danger"
          onClick={() => props.onCancel(order)}
          aria-label={rowActionName(t('history.cancel.button'), order.orderId)}
          data-testid="cancel"
        >
          {t('history.cancel.button')}
        </Button>
      )}
    </>
  );
}
