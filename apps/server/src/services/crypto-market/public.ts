/*
 * What the crypto-market service offers other services (ADR 015): the FOS back end (ADR 042) and the rule that crypto
 * is for virtual-asset sessions only.
 */
export type { FosBackend, FosFill, FosMarketExecution, FosRestingOrder } from '../../adapters/fos/fos-backend';
export { fosBackendOf, type FosDependencies } from './fos-backend-of';
export { assertVirtualAssetSession } from './virtual-asset-session';
