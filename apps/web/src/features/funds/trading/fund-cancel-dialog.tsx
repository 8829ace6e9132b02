/* The history's question before a fund order is cancelled, with the refusal when the cancel is refused. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FundOrder } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderFailureAlert } from '../../../shared/ticket/ticket-parts';
import type { fundOrderFailureOf } from './ticket-rules';

export type FundCancelDialogProps = {
  /** The order asked about; the dialog is closed without one. */
  readonly order?: FundOrder;
  readonly cancelling: boolean;
  readonly failure?: ReturnType<typeof fundOrderFailureOf>;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
};

export function FundCancelDialog(props: FundCancelDialogProps) {
  const { t } = useTranslation('fundTrading');
  return (
    <Modal
      opened={props.order !== undefined}
      onClose={props.onClose}
      title={t('history.cancelTitle')}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md" data-testid="cancel-confirmation">
        <Text size="sm">{t('history.cancelConfirm')}</Text>
        <OrderFailureAlert failure={props.failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={props.cancelling}>
            {t('history.cancelKeep')}
          </Button>
          <Button color="danger" loading={props.cancelling} onClick={props.onConfirm} data-testid="confirm-cancel">
            {t('history.cancelDo')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
