import { z } from 'zod';
import { decimalString, defineService } from '../rpc';
import { languageSchema } from '../domain/language-schema';

export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Must be a three-letter currency code such as HKD');

export const currencySchema = z.object({
  _id: z.string(),
  code: currencyCodeSchema,
  name: z.string(),
  precision: z.number().int().min(0).max(8),
});
export type Currency = z.infer<typeof currencySchema>;

export const exchangeRateSchema = z.object({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  rate: decimalString,
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const currencyService = defineService('currency', {
  searchCurrencies: {
    auth: { kind: 'public' },
    summary: 'Currencies with their display precision and a name in the requested language.',
    input: z.object({ language: languageSchema }).strict(),
    output: z.object({ currencies: z.array(currencySchema) }),
  },
  searchExchangeRates: {
    auth: { kind: 'public' },
    summary:
      'Mid exchange rates into each of the requested currencies ("tos"; an empty list gives every rate) from the FX ' +
      'simulator at the server clock, with the time they are as of (they move every few seconds; ADR 034).',
    input: z.object({ tos: z.array(currencyCodeSchema).max(20) }).strict(),
    output: z.object({ exchangeRates: z.array(exchangeRateSchema), rateTime: z.iso.datetime({ offset: true }) }),
  },
});
