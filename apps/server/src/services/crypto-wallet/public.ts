/*
 * What the crypto-wallet service offers other services (ADR 015, ADR 043): the shape a movement source of the wallet
 * history takes. The custody seam's types are the adapter's (adapters/custody, ADR 051).
 */
export type { MovementFilter, MovementSource } from './crypto-wallet-dependencies';
