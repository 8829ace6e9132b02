import { Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { CryptoOrder } from '@portal/contract';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DangerConfirmDialog } from '../../../shared/ui/confirm-actions';
import { OrderFailureAlert } from '../../../shared/ticket/ticket-parts';
import type { CryptoAccount } from '../crypto-common';
import { cryptoFailureOf } from './crypto-failure';
import { rowActionName } from '../../../shared/ui/row-action';

/** An open order to cancel and the account it is on (the client's own, or an advisee's on the vaOrder panel). */
type Cancelling = { readonly account: CryptoAccount; readonly order: Pick<CryptoOrder, 'orderId'> };

/**
 * Cancelling an open crypto order after a confirm: `ask` opens the dialog, `dialog` is rendered by the page, and
 * `cancelledId` names the last order cancelled (for the page's status line). Every cryptoOrder query refreshes after.
 */
export function useCancelCryptoOrder(): {
  readonly ask: (account: CryptoAccount, order: Pick<CryptoOrder, 'orderId'>) => void;
  readonly cancelledId: string | undefined;
  readonly dialog: ReactNode;
} {
  const { t } = useTranslation('cryptoTrading');
  const cache = useQueryClient(queryClient);
  const [cancelling, setCancelling] = useState<Cancelling | undefined>(undefined);
  const [cancelledId, setCancelledId] = useState<string | undefined>(undefined);
  const cancel = useMutation(
    {
      mutationFn: (target: Cancelling) =>
        api.cryptoOrder.cancelCryptoOrder({ ...target.account, orderId: target.order.orderId }),
      onSuccess: (answer) => {
        setCancelling(undefined);
        setCancelledId(answer.order.orderId);
        void cache.invalidateQueries({ queryKey: ['cryptoOrder'] });
      },
    },
    queryClient,
  );
  const close = () => {
    setCancelling(undefined);
    cancel.reset();
  };
  const dialog = (
    <DangerConfirmDialog
      opened={cancelling !== undefined}
      onClose={close}
      title={t('history.cancelTitle')}
      testId="cancel-confirmation"
      keepLabel={t('history.keep')}
      confirmLabel={t('history.cancelConfirm')}
      onConfirm={() => {
        if (cancelling !== undefined) cancel.mutate(cancelling);
      }}
      pending={cancel.isPending}
      confirmTestId="confirm-cancel"
    >
      <Text size="sm">{t('history.cancelBody', { orderId: cancelling?.order.orderId ?? '' })}</Text>
      <OrderFailureAlert failure={cancel.isError ? cryptoFailureOf(cancel.error) : undefined} />
    </DangerConfirmDialog>
  );
  return { ask: (account, order) => setCancelling({ account, order }), cancelledId, dialog };
}

/** The status line once an order is cancelled. */
export function OrderCancelledStatus({ orderId }: { orderId: string | undefined }) {
  const { t } = useTranslation('cryptoTrading');
  if (orderId === undefined) return null;
  return (
    <Text size="sm" role="status" c="success" data-testid="order-cancelled">
      {t('history.cancelled', { orderId })}
    </Text>
  );
}

/** The cancel button of an open order's row, named by its order. */
export function CancelOrderButton({ orderId, onClick }: { orderId: string; onClick: () => void }) {
  const { t } = useTranslation('cryptoTrading');
  return (
    <Button
      size="compact-xs"
      variant="light"
      color="danger"
      onClick={onClick}
      aria-label={rowActionName(t('history.cancel'), orderId)}
    >
      {t('history.cancel')}
    </Button>
  );
}
