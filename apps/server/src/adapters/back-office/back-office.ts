import type {
  BankAccountStatus,
  CashWithdrawalStatus,
  DepositStatus,
  ProfileChangeField,
  ProfileChangeStatus,
} from '@portal/contract';

/*
 * The back office (ADR 051): the broker's people and banks who decide what a client asked for: whether a deposit
 * arrived, whether a withdrawal is paid, whether a new bank account is the client's, whether a change of the client's
 * record stands. Each decision is a desk: asked about one case at an instant, it answers the next step, or to wait.
 *
 * The embedded simulators (beside each service: cash-deposit, cash-withdrawal, account-bank, account-profile) decide by
 * fixed rules on the server clock, run by leased jobs. With PORTAL_BACK_OFFICE=operator (the default in production)
 * there is no desk: every case waits, pending, for an operator's decision (decideDepositRequest, operateWithdrawal,
 * reviewBankAccount, decideInformationChange; the admin console's desk), and the simulators' jobs do not run. Applying a
 * step (the ledger, the events, the notices) stays with the service, whoever decided.
 */

/** Nothing to do with this case now. */
export type Wait = { readonly step: 'wait' };
export const wait: Wait = { step: 'wait' };

/** A deposit request as the back office sees it (SPEC §4 statuses). */
export type DepositCase = {
  readonly requestId: string;
  readonly currency: string;
  /** A plain decimal string. */
  readonly amount: string;
  readonly status: DepositStatus;
  readonly submittedAt: Date;
  /** The business day (yyyy-mm-dd, the brand's market zone) the money is expected on the account. */
  readonly expectedCreditDate: string;
};
/** Take a pending request up (processing); accept it (the money arrived: credit it) or reject it, saying why. */
export type DepositStep = Wait | { readonly step: 'takeUp' } | { readonly step: 'accept' } | Refusal<'reject'>;

/** A withdrawal as the back office sees it: the money is held from its request until it is paid or given back. */
export type WithdrawalCase = {
  readonly withdrawalId: string;
  readonly currency: string;
  readonly amount: string;
  readonly status: CashWithdrawalStatus;
  readonly requestedAt: Date;
  /** The business day it is processed (yyyy-mm-dd, Hong Kong): the day of the request, or after the cut-off the next. */
  readonly processingDate: string;
};
/** Take a pending withdrawal up (processing); pay it (the money leaves) or return it, saying why (the hold released). */
export type WithdrawalStep = Wait | { readonly step: 'takeUp' } | { readonly step: 'pay' } | Refusal<'return'>;

/** A bank account the client registered, as the back office reviews it against its statement. */
export type BankAccountCase = {
  readonly bankAccountId: string;
  readonly bankCode: string;
  /** The digits after the branch code. */
  readonly accountNumber: string;
  readonly status: BankAccountStatus;
  readonly addedAt: Date;
};
/** Verify the account (withdrawals may go to it) or reject it, saying why. */
export type BankAccountStep = Wait | { readonly step: 'verify' } | Refusal<'reject'>;

/** A change request of the client's record, with the size of the proof it came with. */
export type ChangeRequestCase = {
  readonly requestId: string;
  readonly fields: readonly ProfileChangeField[];
  readonly proofBytes: number;
  readonly status: ProfileChangeStatus;
  readonly submittedAt: Date;
};
/** Approve the change (the record and the login's contacts take the new values) or reject it, saying why. */
export type ChangeRequestStep = Wait | { readonly step: 'approve' } | Refusal<'reject'>;

/** A refusal always says why; the client reads it. */
export type Refusal<Name extends string> = { readonly step: Name; readonly reason: string };

/** A desk of the back office: the next step of a case at an instant. */
export type BackOfficeDesk<Case, Step> = { nextStep(item: Case, now: Date): Promise<Step> };

export type DepositBackOffice = BackOfficeDesk<DepositCase, DepositStep>;
export type WithdrawalBackOffice = BackOfficeDesk<WithdrawalCase, WithdrawalStep>;
export type BankAccountBackOffice = BackOfficeDesk<BankAccountCase, BankAccountStep>;
export type ChangeRequestBackOffice = BackOfficeDesk<ChangeRequestCase, ChangeRequestStep>;

/**
 * No adapter (PORTAL_BACK_OFFICE=operator): every case waits for the operator. The jobs are not scheduled then; this
 * desk keeps a dev-support "advance" or a test from deciding anything by itself either.
 */
export const awaitingOperator: BackOfficeDesk<unknown, Wait> = { nextStep: () => Promise.resolve(wait) };
