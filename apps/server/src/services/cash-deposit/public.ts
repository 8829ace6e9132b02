/*
 * What other services may use of deposits (ADR 015): crediting an accepted request inside the caller's transaction
 * (the eDDA direct debit makes a request accepted at once), the journal kind, and the request's answer shape.
 */
export { creditDeposit } from './decisions';
export { depositLedgerKinds, depositsOf, toDepositRequest } from './deposit-requests';
