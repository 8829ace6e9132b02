/* What the amend and cancel dialogs share: their frame, and how they read a refusal. */
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { OrderFailure } from '../../../shared/ticket/order-failure';
import { stockOrderFailureOf } from './trading-parts';

/** A refusal of an amendment or a cancellation: its stock order code (404: the order is not the account's). */
export function stockOrderChangeFailureOf(error: unknown): OrderFailure {
  return stockOrderFailureOf(error, { 404: 'orderNotFound' });
}

/** The frame of the amend and cancel dialogs: the heading, then the form, or once the change is in, that it is. */
export function OrderChangeDialog({
  kind,
  orderId,
  done,
  onClose,
  children,
}: {
  readonly kind: 'amend' | 'cancel';
  readonly orderId: string;
  readonly done: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('stockTrading');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`history.${kind}.heading`, { orderId })}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md" data-testid={`${kind}-dialog`}>
        {done ? (
          <>
            <Alert color="success" variant="light" role="status" data-testid={`${kind}-done`}>
              {t(`history.${kind}.done`, { orderId })}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('common.close')}</Button>
            </Group>
          </>
        ) : (
          children
        )}
      </Stack>
    </Modal>
  );
}
