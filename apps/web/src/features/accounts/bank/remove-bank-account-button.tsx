/* A registered bank account's remove button and the dialog that asks first; removing asks for a step-up. */
import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BankAccountView } from '@portal/contract';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RowDangerButton, RowDangerDialog } from '../../../shared/ui/confirm-actions';
import { useAccountsApi, type AccountKey } from '../accounts-api';
import { bankAccountFailureOf } from './bank-account-errors';
import { BankAccountFailureAlert } from './bank-account-failure-alert';

export function RemoveBankAccountButton({
  account,
  bankAccount,
  askStepUp,
}: {
  account: AccountKey;
  bankAccount: BankAccountView;
  askStepUp: () => Promise<string | null>;
}) {
  const { t } = useTranslation('accountBank');
  const language = useShownLanguage();
  const api = useAccountsApi();
  const cache = useQueryClient(queryClient);
  const [asking, setAsking] = useState(false);
  const remove = useMutation(
    {
      mutationFn: async () => {
        // One dialog at a time: the confirmation closes while the step-up asks, and opens again on a refusal.
        setAsking(false);
        const stepUpToken = await askStepUp();
        if (stepUpToken === null) return null;
        return api.accountBank.removeBankAccount({ ...account, bankAccountId: bankAccount.bankAccountId, stepUpToken });
      },
      onSuccess: () => {
        void cache.invalidateQueries({ queryKey: ['accountBank'] });
        void cache.invalidateQueries({ queryKey: ['cash'] });
      },
      onError: () => setAsking(true),
    },
    queryClient,
  );
  return (
    <>
      <RowDangerButton
        label={t('remove.action')}
        row={`${bankAccount.bankName[language]} ${bankAccount.maskedAccountNumber}`}
        onClick={() => setAsking(true)}
        testId={`remove-${bankAccount.bankAccountId}`}
      />
      <RowDangerDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('remove.title')}
        keepLabel={t('remove.keep')}
        confirmLabel={t('remove.action')}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        confirmTestId="confirm-remove-bank-account"
      >
        <Text size="sm">
          {t('remove.confirm', {
            bank: bankAccount.bankName[language],
            number: bankAccount.maskedAccountNumber,
            currency: bankAccount.currency,
          })}
        </Text>
        {remove.isError && <BankAccountFailureAlert failure={bankAccountFailureOf(remove.error)} />}
      </RowDangerDialog>
    </>
  );
}
