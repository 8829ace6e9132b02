/* A refusal of the server that is no field's (a field's shows beside the field), in the page's words. */
import { Alert } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { BankAccountFailure } from './bank-account-errors';

export function BankAccountFailureAlert({ failure }: { failure: BankAccountFailure | undefined }) {
  const { t } = useTranslation('accountBank');
  if (failure === undefined || failure.kind !== 'message') return null;
  return (
    <Alert color="danger" role="alert" data-testid="bank-account-failure">
      {t(`errors.${failure.key}`)}
    </Alert>
  );
}
