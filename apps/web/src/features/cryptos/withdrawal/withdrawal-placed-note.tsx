/* The withdrawal just placed (or answered again for a retried reference), said above the form. */
import { Alert } from '@mantine/core';
import type { CryptoWithdrawal } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatQuantity } from '../crypto-common';

export type PlacedWithdrawal = { readonly withdrawal: CryptoWithdrawal; readonly replayed: boolean };

export function WithdrawalPlacedNote({ placed }: { placed: PlacedWithdrawal }) {
  const { t } = useTranslation('cryptoWithdrawal');
  return (
    <Alert color="success" variant="light" role="status" data-testid="withdraw-placed">
      {placed.replayed
        ? t('withdraw.replayed')
        : t('withdraw.placed', {
            amount: formatQuantity(placed.withdrawal.amount),
            asset: placed.withdrawal.asset,
            label: placed.withdrawal.label,
          })}
    </Alert>
  );
}
