import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors';
import { balanceDiscrepancies } from '../../platform/money/ledger';
import {
  availableOf,
  cashFxDependenciesOfTestApp,
  creditCash,
  unbalancedAssets,
} from '../../test/cash-fx-test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { acceptQuote } from './conversion';
import { requestQuote } from './quotes';

/*
 * Random sequences of quotes (any pair of the cash currencies, either side, amounts up to more than the balance),
 * acceptances (of any quote so far, fresh or stale, used or not, sometimes twice with the same reference), expiries
 * (the clock past a quote's validity) and clock steps: no available balance ever goes below zero, the journal
 * balances per currency, the cached balances equal the entries, and no quote converts twice.
 */

const currencies = ['HKD', 'USD', 'CNY'] as const;

type Step =
  | { kind: 'quote'; sell: number; buy: number; amount: number; side: 'sell' | 'buy' }
  | { kind: 'accept'; quote: number; retry: boolean }
  | { kind: 'expire' }
  | { kind: 'clock'; ms: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('quote' as const),
      sell: fc.integer({ min: 0, max: 2 }),
      buy: fc.integer({ min: 0, max: 2 }),
      amount: fc.integer({ min: 1, max: 400_000 }),
      side: fc.constantFrom('sell' as const, 'buy' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('accept' as const), quote: fc.nat(20), retry: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('clock' as const), ms: fc.integer({ min: 0, max: 6_000 }) }) },
);

describe('cash FX under random sequences', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('never makes an available balance negative, keeps the journal balanced and converts each quote at most once', async () => {
    const deps = cashFxDependenciesOfTestApp(testApp);
    const account = { accountCode: 'C10003', source: 'gateway' } as const;
    let run = 0;
    let conversions = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 5, maxLength: 25 }), async (steps) => {
        run += 1;
        await creditCash(testApp, 'C10003', 'HKD', '50000');
        await creditCash(testApp, 'C10003', 'USD', '3000');
        const quotes: string[] = [];
        const references: string[] = [];
        for (const [index, step] of steps.entries()) {
          try {
            if (step.kind === 'quote') {
              const quoted = await requestQuote(deps, account, {
                sellCurrency: currencies[step.sell] ?? 'HKD',
                buyCurrency: currencies[step.buy] ?? 'USD',
                amount: (step.amount / 100).toFixed(2),
                amountSide: step.side,
              });
              quotes.push(quoted.quoteId);
            } else if (step.kind === 'accept') {
              const quoteId = quotes[step.quote % Math.max(quotes.length, 1)] ?? 'FXQ-NONE';
              const reference =
                step.retry && references.length > 0 ? (references.at(-1) ?? '') : `prop-${run}-${index}-reference`;
              references.push(reference);
              const accepted = await acceptQuote(deps, account, { quoteId, clientReference: reference });
              if (!accepted.replayed) conversions += 1;
            } else if (step.kind === 'expire') {
              testApp.clock.advance(10_001);
            } else {
              testApp.clock.advance(step.ms);
            }
          } catch (error) {
            // Refusals are expected (codes 2xx, ERR00x, a reused reference); anything else is a defect.
            if (!(error instanceof AppError) || (error.status !== 422 && error.status !== 409)) throw error;
          }
          for (const currency of currencies) {
            expect((await availableOf(testApp, 'C10003', currency)).isNegative(), currency).toBe(false);
          }
        }
        expect(await unbalancedAssets(testApp)).toEqual([]);
        expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
        const perQuote = await testApp.database.db
          .selectFrom('cash_fx_conversion')
          .select((eb) => ['quote_id', eb.fn.countAll().as('n')])
          .groupBy('quote_id')
          .execute();
        expect(perQuote.filter((row) => Number(row.n) > 1)).toEqual([]);
        const converted = await testApp.database.db
          .selectFrom('ledger_journal')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 'cashFx.convert')
          .executeTakeFirstOrThrow();
        const rows = await testApp.database.db
          .selectFrom('cash_fx_conversion')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(converted.n)).toBe(Number(rows.n));
      }),
      { numRuns: 40 },
    );
    // The sequences did convert (a property over refusals only would prove nothing).
    expect(conversions).toBeGreaterThan(10);
  });
});
