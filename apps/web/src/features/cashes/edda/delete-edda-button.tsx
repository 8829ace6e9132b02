/* An authorisation's delete button and the dialog that asks first. */
import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EddaAuthorisation } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderFailureAlert } from '../../../shared/ticket/ticket-parts';
import { RowDangerButton, RowDangerDialog } from '../../../shared/ui/confirm-actions';
import { useDepositApi, type DepositAccount } from '../deposit/deposit-api';
import { eddaFailureOf, eddaQueryKeys } from './edda-format';

export function DeleteEddaButton({
  account,
  authorisation,
}: {
  account: DepositAccount;
  authorisation: EddaAuthorisation;
}) {
  const { t } = useTranslation('cashEdda');
  const client = useDepositApi();
  const cache = useQueryClient(queryClient);
  const [asking, setAsking] = useState(false);
  const remove = useMutation(
    {
      mutationFn: () => client.cashEdda.deleteEdda({ ...account, ddaReference: authorisation.ddaReference }),
      onSuccess: () => {
        setAsking(false);
        void cache.invalidateQueries({ queryKey: eddaQueryKeys.all });
      },
    },
    queryClient,
  );
  return (
    <>
      <RowDangerButton
        label={t('setup.delete')}
        row={authorisation.ddaReference}
        onClick={() => setAsking(true)}
        testId="delete-edda"
      />
      <RowDangerDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('setup.delete')}
        keepLabel={t('setup.deleteKeep')}
        confirmLabel={t('setup.delete')}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        confirmTestId="confirm-delete-edda"
      >
        <Text size="sm">{t('setup.deleteConfirm', { ddaReference: authorisation.ddaReference })}</Text>
        {remove.isError && <OrderFailureAlert failure={eddaFailureOf(remove.error)} />}
      </RowDangerDialog>
    </>
  );
}
