/* The stock history's cancel dialog: what is left of the order, then the cancellation sent once confirmed. */
import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { StockOrder } from '@portal/contract';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import { formatNumber } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { OrderFailureAlert } from '../../../shared/ticket/ticket-parts';
import { DangerConfirmActions } from '../../../shared/ui/confirm-actions';
import { useStockApi } from '../market/stock-api';
import { OrderChangeDialog, stockOrderChangeFailureOf } from './order-change-dialog';
import { refreshAfterStockOrder } from './trading-parts';

export function CancelDialog({
  account,
  order,
  onClose,
}: {
  readonly account: TradingAccount;
  readonly order: StockOrder;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const cancel = useMutation(
    {
      mutationFn: () => client.stockOrder.cancelStockOrder({ ...account, orderId: order.orderId }),
      onSuccess: () => refreshAfterStockOrder(),
    },
    queryClient,
  );
  const left = new ExactDecimal(order.quantity).minus(order.filledQuantity).toFixed();
  return (
    <OrderChangeDialog kind="cancel" orderId={order.orderId} done={cancel.isSuccess} onClose={onClose}>
      <>
        <Text size="sm">{t('history.cancel.text', { quantity: formatNumber(left, { decimals: 0 }) })}</Text>
        <OrderFailureAlert failure={cancel.isError ? stockOrderChangeFailureOf(cancel.error) : undefined} />
        <DangerConfirmActions
          keepLabel={t('history.cancel.keep')}
          onKeep={onClose}
          confirmLabel={t('history.cancel.confirm')}
          onConfirm={() => cancel.mutate()}
          pending={cancel.isPending}
          confirmTestId="cancel-confirm"
        />
      </>
    </OrderChangeDialog>
  );
}
