/*
 * What other services may use of deposits (ADR 015): an instant deposit recorded and credited inside the caller's
 * transaction (the eDDA direct debit makes a request accepted at once), its id, the answer shape, the journal kind.
 */
export { creditDeposit } from './decisions';
export { depositAnswerOf, newDepositId, recordInstantDeposit, type InstantDeposit } from './instant-deposit';
export { depositLedgerKinds, depositsOf, toDepositRequest } from './deposit-requests';
