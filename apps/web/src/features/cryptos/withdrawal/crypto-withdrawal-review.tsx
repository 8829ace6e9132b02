/* A withdrawal's review: what goes where (the whole address), its facts, why the last confirm failed, confirm or back. */
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ConfirmActions } from '../../../shared/ticket/ticket-flow';
import { OrderFailureAlert } from '../../../shared/ticket/ticket-parts';
import { formatQuantity } from '../crypto-common';
import { networkName } from './withdrawal-parts';

export function WithdrawalReview({
  amount,
  asset,
  network,
  address,
  facts,
  actions,
}: {
  amount: string;
  asset: string;
  network: string;
  address: { readonly label: string; readonly address: string };
  facts: ReactNode;
  actions: ConfirmActions;
}) {
  const { t } = useTranslation('cryptoWithdrawal');
  return (
    <Stack gap="sm" data-testid="withdraw-review">
      <Text style={{ wordBreak: 'break-word' }}>
        {t('withdraw.confirmText', {
          amount: formatQuantity(amount),
          asset,
          network: networkName(network),
          label: address.label,
          address: address.address,
        })}
      </Text>
      {facts}
      <OrderFailureAlert failure={actions.failure} testId="withdraw-failure" />
      <Group>
        <Button onClick={actions.onSubmit} loading={actions.submitting} data-testid="withdraw-confirm">
          {t('withdraw.confirm')}
        </Button>
        <Button variant="default" onClick={actions.onEdit} disabled={actions.submitting}>
          {t('withdraw.back')}
        </Button>
      </Group>
    </Stack>
  );
}
