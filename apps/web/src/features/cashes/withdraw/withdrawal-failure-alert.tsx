import { useTranslation } from '../../../shared/i18n/use-translation';
import type { OrderFailure } from '../../../shared/ticket/order-failure';
import { OrderFailureAlert } from '../../../shared/ticket/ticket-parts';

/** Why a withdrawal (or its cancel) was refused: the shared failure alert in the withdrawal's own words. */
export function WithdrawalFailureAlert({
  failure,
  fallback,
}: {
  readonly failure: OrderFailure | undefined;
  readonly fallback?: string;
}) {
  const { t } = useTranslation('cashWithdraw');
  return (
    <OrderFailureAlert
      failure={failure}
      testId="withdrawal-failure"
      texts={{
        failed: fallback ?? t('failed'),
        invalidInput: (message) => t('invalidInput', { message }),
        referenceReused: (id) => t('earlierWithdrawal', { id }),
      }}
    />
  );
}
