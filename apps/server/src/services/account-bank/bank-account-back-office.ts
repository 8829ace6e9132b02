import { awaitingOperator, wait, type BankAccountBackOffice } from '../../adapters/back-office/back-office';
import type { Config } from '../../platform/runtime/config';

/** How long the simulated operator takes to look at a new account's statement. */
export const backOfficeReviewDelayMs = 10 * 60_000;

/** Why the simulator rejects an account. */
export const simulatedRejectReason = 'The bank statement does not show this account in your name.';

/**
 * The back-office simulator of bank accounts (ADR 039, behind the adapter of ADR 051), deterministic by the account so
 * a journey knows what it gets: a pending account 10 minutes old is decided, rejected when its account number ends in
 * 0 (the statement does not show that account in the client's name), verified otherwise. A verified, rejected or
 * removed account gets nothing.
 */
export const simulatedBankAccountBackOffice: BankAccountBackOffice = {
  nextStep: (account, now) => {
    const due = now.getTime() - account.addedAt.getTime() >= backOfficeReviewDelayMs;
    if (account.status !== 'pending' || !due) return Promise.resolve(wait);
    return Promise.resolve(
      account.accountNumber.endsWith('0') ? { step: 'reject', reason: simulatedRejectReason } : { step: 'verify' },
    );
  },
};

/** The bank account desk PORTAL_BACK_OFFICE chooses: the simulator, or none (every account waits for an operator). */
export function bankAccountBackOfficeOf(config: Pick<Config, 'backOffice'>): BankAccountBackOffice {
  return config.backOffice === 'simulator' ? simulatedBankAccountBackOffice : awaitingOperator;
}
