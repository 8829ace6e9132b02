import type { Kysely } from 'kysely';
import { getBrand } from '@portal/contract/brands';
import type { CryptoPairDefinition, CryptoQuote } from '@portal/contract';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import { seededRateOf } from '../../adapters/fx-rates/fx-rate-simulator';
import type { Database } from '../../platform/db/db';
import { createQuoteHub, type QuoteHub } from '../../platform/market/quote-hub';
import type { FosBackend } from '../../adapters/fos/fos-backend';
import { createFosSimulator } from './fos-simulator';

export type FosDependencies = {
  readonly config: Pick<Config, 'portalVariant'>;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
};

/** The peg's centre, for a database without a seeded USD→HKD rate (a test's empty one). */
const pegCentre = '7.8';

const backends = new WeakMap<Kysely<Database>, Promise<FosBackend>>();

/**
 * The brand's FOS back end (ADR 042): the simulator for every provider today ('simulator' and 'fos': no licensed
 * platform is reachable here), built once per database with the seeded USD→HKD rate its HKD pairs convert by.
 */
export function fosBackendOf(dependencies: Pick<FosDependencies, 'config' | 'db'>): Promise<FosBackend> {
  let backend = backends.get(dependencies.db);
  if (backend === undefined) {
    const provider = getBrand(dependencies.config.portalVariant).dataFeed.provider;
    backend = (async () => {
      switch (provider) {
        case 'simulator':
        case 'fos': {
          const usdHkd = await seededRateOf(dependencies.db, 'USD', 'HKD');
          return createFosSimulator({ usdHkdReference: usdHkd ?? pegCentre });
        }
      }
    })();
    backends.set(dependencies.db, backend);
  }
  return backend;
}

const hubs = new WeakMap<Clock, QuoteHub<CryptoQuote>>();

/** The process's one ticker of crypto quotes (per clock: each app has its own), on the platform's quote hub. */
export function cryptoQuoteHubOf(dependencies: FosDependencies): QuoteHub<CryptoQuote> {
  let hub = hubs.get(dependencies.clock);
  if (hub === undefined) {
    let backend: FosBackend | undefined;
    hub = createQuoteHub<CryptoPairDefinition, CryptoQuote>({
      clock: dependencies.clock,
      loadInstruments: async () => {
        backend = await fosBackendOf(dependencies);
        return backend.pairs();
      },
      idOf: (pair) => pair.pairId,
      isLive: () => true,
      quoteAt: (pair, at) => {
        // loadInstruments ran before any quote is asked (the hub reads the instruments first).
        if (backend === undefined) throw new Error('The FOS back end is not loaded');
        return backend.quoteAt(pair.pairId, at);
      },
      fingerprintOf: (quote) => `${quote.bid}|${quote.ask}|${quote.last}`,
    });
    hubs.set(dependencies.clock, hub);
  }
  return hub;
}
