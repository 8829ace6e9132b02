import type { DepositStatus } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import type { ColourToken } from '../../../shared/ui/colour-tokens';

/** The colour of each deposit status (tokens, ADR 022). */
export const depositStatusColours = {
  pending: 'statusPending',
  processing: 'statusProcessing',
  accept: 'statusSettled',
  reject: 'statusRejected',
  cancel: 'statusCancelled',
} as const satisfies Record<DepositStatus, ColourToken>;

/** An instant as Hong Kong shows it: '2025-01-15 10:00'. */
export function hongKongMoment(instant: string): string {
  return `${formatDate(instant, 'Asia/Hong_Kong')} ${formatTime24(instant, 'Asia/Hong_Kong')}`;
}
