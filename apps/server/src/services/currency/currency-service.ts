import { currencyService } from '@portal/contract';
import { fxRateTimeAt } from '../../platform/money/currency-rates';
import { implementService } from '../../platform/http/rpc';
import { findCurrencies, findExchangeRates } from './queries';

/** The currency service of SPEC §7: currencies with precision and localised names, and exchange rates. */
export const currencyImplementation = implementService(currencyService, {
  searchCurrencies: async ({ language }, { db }) => ({ currencies: await findCurrencies(db, language) }),
  searchExchangeRates: async ({ tos }, { db, clock }) => {
    const now = clock.now();
    return { exchangeRates: await findExchangeRates(db, tos, now), rateTime: fxRateTimeAt(db, now).toISOString() };
  },
});
