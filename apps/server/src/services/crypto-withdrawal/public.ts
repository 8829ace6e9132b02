/*
 * What the crypto-withdrawal service offers other services (ADR 015, 044): the account's withdrawals as on-chain
 * movements, for the wallet history (issue 18 part 6).
 */
export { withdrawalMovements, type WithdrawalMovementFilter } from './withdrawal-movements';
