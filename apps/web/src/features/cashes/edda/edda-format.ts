import type { EddaStatusName } from '@portal/contract';
import { eddaResultCatalogue } from '@portal/contract/domain/order/edda-results';
import { orderFailureOf } from '../../../shared/ticket/order-failure';
import type { ColourToken } from '../../../shared/ui/colour-tokens';

/** The colour of each authorisation status (tokens, ADR 022). */
export const eddaStatusColours = {
  pending: 'statusPending',
  submitted: 'statusSubmitted',
  completing: 'statusProcessing',
  completed: 'statusSettled',
  rejected: 'statusRejected',
  errored: 'statusFailed',
  deleted: 'statusCancelled',
} as const satisfies Record<EddaStatusName, ColourToken>;

/** Query keys of the eDDA pages. */
export const eddaQueryKeys = {
  all: ['cashEdda'] as const,
  overview: (account: { accountCode: string; source: string }) => ['cashEdda', 'eddaOverview', account] as const,
};

/** Why the server refused an eDDA request, in the words of the eDDA results catalogue. */
export const eddaFailureOf = (error: unknown) => orderFailureOf(error, { catalogue: eddaResultCatalogue });
