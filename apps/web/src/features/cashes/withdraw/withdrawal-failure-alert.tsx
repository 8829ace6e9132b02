import { Alert } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { OrderFailure } from '../../../shared/ticket/order-failure';
import { useTextInLanguages } from '../../../shared/ticket/ticket-parts';

/** Why a withdrawal (or its cancel) was refused: the code's text in the reader's language, or what to do next. */
export function WithdrawalFailureAlert({
  failure,
  fallback,
}: {
  readonly failure: OrderFailure | undefined;
  readonly fallback?: string;
}) {
  const { t } = useTranslation('cashWithdraw');
  const inLanguage = useTextInLanguages();
  if (!failure) return null;
  const text =
    failure.kind === 'result'
      ? inLanguage(failure.text)
      : failure.kind === 'input'
        ? t('invalidInput', { message: failure.message })
        : failure.kind === 'referenceReused'
          ? t('earlierWithdrawal', { id: failure.orderId })
          : (fallback ?? t('failed'));
  return (
    <Alert
      color="danger"
      variant="light"
      role="alert"
      data-testid="withdrawal-failure"
      data-result={failure.kind === 'result' ? failure.result : failure.kind}
    >
      {text}
    </Alert>
  );
}
