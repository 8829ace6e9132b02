/*
 * What the crypto-wallet service offers other services (ADR 015, ADR 043): the custody seam's types and the shape a
 * movement source of the wallet history takes.
 */
export type { CustodyBackend, CustodyDepositAddress, CustodyTransfer } from './custody-backend';
export type { MovementFilter, MovementSource } from './crypto-wallet-dependencies';
