/* How the cash movement page writes a moment and a signed amount, and says it waits or failed. */
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { isZero, money } from '../../../shared/ui/money';
import { RetryAlert } from '../../../shared/ui/retry-alert';

export function formatMoment(instant: string): string {
  return `${formatDate(instant)} ${formatTime24(instant)}`;
}

/** A signed amount with its sign always shown: '+1,000.00 HKD', '-250.00 HKD'. */
export function signedMoney(value: string, currency: string): string {
  return value.startsWith('-') || isZero(value) ? money(value, currency) : `+${money(value, currency)}`;
}

/** What the page says while a query loads and when it failed (the balances, and the movements' list). */
export function useCashMovementStateTexts(): { loading: string; loadFailed: string; retry: string } {
  const { t } = useTranslation('cashMovement');
  return { loading: t('common.loading'), loadFailed: t('common.loadFailed'), retry: t('common.retry') };
}

export function Loading() {
  return <LoadingStatus text={useCashMovementStateTexts().loading} />;
}

export function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const texts = useCashMovementStateTexts();
  return <RetryAlert message={texts.loadFailed} retryLabel={texts.retry} onRetry={onRetry} />;
}
