import { defineArea } from '../../platform/area';
import { cryptoMarketImplementation } from './crypto-market-service';
import { registerCryptoQuoteStream } from './crypto-quote-stream';

/** The virtual-asset market from the FOS back end and its live quote stream (ADR 042). */
export const cryptoMarketArea = defineArea({
  name: 'crypto-market',
  services: [cryptoMarketImplementation],
  routes: (app, platform) => registerCryptoQuoteStream(app, platform),
});
