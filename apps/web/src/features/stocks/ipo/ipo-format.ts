import type { IpoApplicationStatusName } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import type { ColourToken } from '../../../shared/ui/colour-tokens';

/** An instant as Hong Kong shows it (the offerings are HKEX's): '2025-01-17 12:00'. */
export function hongKongMoment(instant: string): string {
  return `${formatDate(instant, 'Asia/Hong_Kong')} ${formatTime24(instant, 'Asia/Hong_Kong')}`;
}

/** The colour of each application status (tokens, ADR 022). */
export const ipoStatusColours = {
  pending: 'statusPending',
  submitted: 'statusSubmitted',
  rejected: 'statusRejected',
  completing: 'statusProcessing',
  completed: 'statusSettled',
  errored: 'statusFailed',
  deleted: 'statusCancelled',
} as const satisfies Record<IpoApplicationStatusName, ColourToken>;
