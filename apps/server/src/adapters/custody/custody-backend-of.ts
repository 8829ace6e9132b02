import { getBrand } from '@portal/contract/brands';
import type { Config } from '../../platform/runtime/config';
import type { CustodySimulator } from './custody-backend';
import { createCustodySimulator } from './custody-simulator';

/**
 * The brand's custody platform and chain (ADR 043, ADR 051), chosen like the FOS back end (crypto-market's
 * fos-backend-of.ts) by the brand's `dataFeed.provider`: the simulator for every provider today ('simulator' and
 * 'fos': no licensed custody platform is reachable here). A real platform's adapter returns a `CustodyBackend`; only
 * dev support needs the simulator's incoming transfers.
 */
export function custodyBackendOf(config: Pick<Config, 'portalVariant'>): CustodySimulator {
  const provider = getBrand(config.portalVariant).dataFeed.provider;
  switch (provider) {
    case 'simulator':
    case 'fos':
      return createCustodySimulator();
  }
}
