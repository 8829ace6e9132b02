import { awaitingOperator, wait, type ChangeRequestBackOffice } from '../../adapters/back-office/back-office';
import type { Config } from '../../platform/runtime/config';
import { backOfficeRule } from './change-decisions';

/**
 * The back-office simulator of change requests (ADR 038, behind the adapter of ADR 051): it decides a pending request
 * 10 minutes after it was submitted; it rejects one whose proof is under 1 KB (no real document is that small) and
 * approves every other. A decided request gets nothing.
 */
export const simulatedChangeRequestBackOffice: ChangeRequestBackOffice = {
  nextStep: (request, now) => {
    const due = now.getTime() - request.submittedAt.getTime() >= backOfficeRule.decideAfterMs;
    if (request.status !== 'pending' || !due) return Promise.resolve(wait);
    return Promise.resolve(
      request.proofBytes < backOfficeRule.smallestReadableProofBytes
        ? { step: 'reject', reason: backOfficeRule.rejectReason }
        : { step: 'approve' },
    );
  },
};

/** The change request desk PORTAL_BACK_OFFICE chooses: the simulator, or none (every request waits for an operator). */
export function changeRequestBackOfficeOf(config: Pick<Config, 'backOffice'>): ChangeRequestBackOffice {
  return config.backOffice === 'simulator' ? simulatedChangeRequestBackOffice : awaitingOperator;
}
