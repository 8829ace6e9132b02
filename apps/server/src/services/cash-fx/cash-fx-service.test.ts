import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, type FxBalance, type FxConversion, type FxQuote } from '@portal/contract';
import { balanceDiscrepancies } from '../../platform/money/ledger';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  availableOf,
  cashFxDependenciesOfTestApp,
  creditCash,
  fxSnapshot,
  unbalancedAssets,
} from '../../test/cash-fx-test-support';
import { acceptQuote } from './conversion';
import { requestQuote } from './quotes';

/*
 * Currency exchange (issue 16 part 5, ADR 034) on the real app, on SQLite and (TEST_DATABASE_URL) PostgreSQL: quotes
 * at the simulator's rate with the rounding stated, one four-line journal per conversion, expiry and a moved rate
 * refused with their codes, bad input changing nothing, and concurrency: one conversion per quote, and no more
 * conversions than the balance pays for.
 */

let testApp: TestApp;
let client: SignedIn;
let sequence = 0;
const nextReference = () => `fx-ref-${String((sequence += 1)).padStart(4, '0')}-${Date.now()}`;

beforeAll(async () => {
  testApp = await createTestApp();
  client = await signIn(testApp, 'C10005');
  await creditCash(testApp, 'C10005', 'HKD', '100000');
});
afterAll(async () => {
  await testApp.close();
});

function call(operation: string, payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/cashFx/${operation}`,
    headers: client.headers,
    payload: { accountCode: 'C10005', ...payload },
  });
}

async function quote(payload: object): Promise<FxQuote> {
  const response = await call('requestFxQuote', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ quote: FxQuote }>().quote;
}

describe('cash FX service', () => {
  it('shows the cash currencies with balances, the indicative rates of every pair with their time, and the terms', async () => {
    const response = await call('fxBoard', {});
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json<{
      balances: FxBalance[];
      rates: { sell: string; buy: string; rate: string; midRate: string; spreadBasisPoints: number }[];
      rateTime: string;
      validitySeconds: number;
    }>();
    expect(board.balances.map((balance) => balance.currency)).toEqual(['HKD', 'USD', 'CNY']);
    expect(board.rates).toHaveLength(6);
    expect(board.rateTime).toBe('2025-01-15T02:00:00.000Z');
    expect(board.validitySeconds).toBe(10);
    const hkdUsd = board.rates.find((rate) => rate.sell === 'HKD' && rate.buy === 'USD');
    // The mid of the simulator at the test clock, less half of the 10 bp spread.
    expect(hkdUsd).toEqual({ sell: 'HKD', buy: 'USD', midRate: '0.1282775', rate: '0.1282133', spreadBasisPoints: 10 });
  });

  it('quotes an amount sold with the bought amount rounded down, and one bought with the sold amount rounded up', async () => {
    const sold = await quote({ sellCurrency: 'HKD', buyCurrency: 'USD', amount: '1000', amountSide: 'sell' });
    // 1000 × 0.1282133 = 128.2133 → 128.21 (down).
    expect(sold).toMatchObject({
      sellAmount: '1000',
      buyAmount: '128.21',
      rate: '0.1282133',
      rounding: 'buyRoundedDown',
      quotedAt: '2025-01-15T02:00:00.000Z',
      expiresAt: '2025-01-15T02:00:10.000Z',
      validitySeconds: 10,
    });
    const bought = await quote({ sellCurrency: 'HKD', buyCurrency: 'USD', amount: '100', amountSide: 'buy' });
    // 100 ÷ 0.1282133 = 779.95... → 779.95 up.
    const exact = new ExactDecimal(100).dividedBy('0.1282133');
    expect(bought).toMatchObject({ buyAmount: '100', rounding: 'sellRoundedUp' });
    expect(new ExactDecimal(bought.sellAmount).toFixed()).toBe(
      exact.toDecimalPlaces(2, ExactDecimal.ROUND_UP).toFixed(),
    );
    expect(new ExactDecimal(bought.sellAmount).times(bought.rate).gte(100)).toBe(true);
  });

  it('converts at a quote in one four-line journal, moves the balances by the quoted amounts, and replays a retry', async () => {
    const hkdBefore = await availableOf(testApp, 'C10005', 'HKD');
    const usdBefore = await availableOf(testApp, 'C10005', 'USD');
    const firm = await quote({ sellCurrency: 'HKD', buyCurrency: 'USD', amount: '2500.50', amountSide: 'sell' });
    const clientReference = nextReference();
    const response = await call('acceptFxQuote', { quoteId: firm.quoteId, clientReference });
    expect(response.statusCode, response.body).toBe(200);
    const accepted = response.json<{ conversion: FxConversion; balances: FxBalance[]; replayed: boolean }>();
    expect(accepted.replayed).toBe(false);
    expect(accepted.conversion).toMatchObject({
      quoteId: firm.quoteId,
      sellAmount: '2500.5',
      buyAmount: firm.buyAmount.replace(/0+$/, '').replace(/\.$/, ''),
      clientReference,
    });
    expect((await availableOf(testApp, 'C10005', 'HKD')).toFixed()).toBe(hkdBefore.minus('2500.50').toFixed());
    expect((await availableOf(testApp, 'C10005', 'USD')).toFixed()).toBe(usdBefore.plus(firm.buyAmount).toFixed());
    expect(accepted.balances.find((balance) => balance.currency === 'USD')?.available).toBe(
      usdBefore.plus(firm.buyAmount).toFixed(2),
    );

    const db = testApp.database.db;
    const journals = await db
      .selectFrom('ledger_journal')
      .selectAll()
      .where('kind', '=', 'cashFx.convert')
      .where('reference', '=', firm.quoteId)
      .execute();
    expect(journals).toHaveLength(1);
    const lines = await db
      .selectFrom('ledger_entry')
      .select(['account_code', 'asset', 'bucket', 'amount'])
      .where('journal_id', '=', journals[0]?.id ?? '')
      .execute();
    expect(
      lines.map((line) => `${line.account_code} ${line.asset} ${new ExactDecimal(line.amount).toFixed()}`).sort(),
    ).toEqual(
      [
        'C10005 HKD -2500.5',
        'HOUSE:CASH HKD 2500.5',
        `HOUSE:CASH USD -${new ExactDecimal(firm.buyAmount).toFixed()}`,
        `C10005 USD ${new ExactDecimal(firm.buyAmount).toFixed()}`,
      ].sort(),
    );
    const events = await db
      .selectFrom('domain_event')
      .selectAll()
      .where('type', '=', 'cashMovement')
      .where('account_code', '=', 'C10005')
      .execute();
    expect(events.filter((event) => String(event.payload).includes(firm.quoteId))).toHaveLength(2);

    const before = await fxSnapshot(testApp);
    const retry = await call('acceptFxQuote', { quoteId: firm.quoteId, clientReference });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<{ conversion: FxConversion; replayed: boolean }>()).toMatchObject({
      replayed: true,
      conversion: { conversionId: accepted.conversion.conversionId },
    });
    expect(await fxSnapshot(testApp)).toEqual(before);

    const again = await call('acceptFxQuote', { quoteId: firm.quoteId, clientReference: nextReference() });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'quoteAlreadyUsed', details: { resultCode: 203 } });

    const listed = await call('fxConversions', {});
    expect(listed.json<{ conversions: FxConversion[] }>().conversions[0]?.conversionId).toBe(
      accepted.conversion.conversionId,
    );
    expect(await unbalancedAssets(testApp)).toEqual([]);
    expect(await balanceDiscrepancies(db)).toEqual([]);
  });

  it('refuses a quote accepted once its validity has passed (202) and converts nothing', async () => {
    const firm = await quote({ sellCurrency: 'HKD', buyCurrency: 'CNY', amount: '500', amountSide: 'sell' });
    testApp.clock.advance(10_000);
    const before = await fxSnapshot(testApp);
    const response = await call('acceptFxQuote', { quoteId: firm.quoteId, clientReference: nextReference() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'quoteExpired',
      message: 'This quote has expired. Please get a new quote.',
      details: { result: 'quoteExpired', resultCode: 202 },
    });
    expect(await fxSnapshot(testApp)).toEqual(before);
  });

  it.each([
    ['zero', { amount: '0' }, 'invalidAmount', 'ERR004'],
    ['negative', { amount: '-100' }, 'invalidAmount', 'ERR004'],
    ['non-numeric', { amount: 'abc' }, 'invalidAmount', 'ERR004'],
    ['exponent', { amount: '1e3' }, 'invalidAmount', 'ERR004'],
    ['too many decimals', { amount: '10.001' }, 'invalidAmount', 'ERR004'],
    ['same currency', { buyCurrency: 'HKD' }, 'sameCurrency', 208],
    ['a currency outside cashCurrencies', { buyCurrency: 'EUR' }, 'invalidCurrency', 'ERR003'],
    ['an unknown currency', { sellCurrency: 'XYZ' }, 'invalidCurrency', 'ERR003'],
    ['below the minimum', { amount: '1' }, 'amountBelowMinimum', 205],
    ['above the maximum', { amount: '9000000' }, 'amountAboveMaximum', 206],
    ['more than the balance', { sellCurrency: 'CNY', amount: '900000' }, 'insufficientBalance', 209],
  ] as const)('refuses a quote for %s with its code and changes nothing', async (_, change, code, resultCode) => {
    const before = await fxSnapshot(testApp);
    const response = await call('requestFxQuote', {
      sellCurrency: 'HKD',
      buyCurrency: 'USD',
      amount: '100',
      amountSide: 'sell',
      ...change,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code, details: { resultCode } });
    expect(await fxSnapshot(testApp)).toEqual(before);
  });

  it('answers a field error for input of the wrong shape and an unknown quote with 201, changing nothing', async () => {
    const before = await fxSnapshot(testApp);
    const wrongSide = await call('requestFxQuote', {
      sellCurrency: 'HKD',
      buyCurrency: 'USD',
      amount: '100',
      amountSide: 'both',
    });
    expect(wrongSide.statusCode).toBe(400);
    expect(wrongSide.json()).toMatchObject({ details: { fieldErrors: [{ path: 'amountSide' }] } });
    const numeric = await call('requestFxQuote', {
      sellCurrency: 'HKD',
      buyCurrency: 'USD',
      amount: 100,
      amountSide: 'sell',
    });
    expect(numeric.statusCode).toBe(400);
    const unknown = await call('acceptFxQuote', { quoteId: 'FXQ-NOPE', clientReference: nextReference() });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'quoteNotFound', details: { resultCode: 201 } });
    expect(await fxSnapshot(testApp)).toEqual(before);
  });

  it('refuses (204) a quote whose rate has since moved beyond the tolerance, and converts nothing', async () => {
    let shift = new ExactDecimal(1);
    const deps = cashFxDependenciesOfTestApp(testApp, {
      midRate: async (_db, from, to) => (from === to ? new ExactDecimal(1) : new ExactDecimal('0.128').times(shift)),
    });
    const account = { accountCode: 'C10005', source: 'gateway' } as const;
    const firm = await requestQuote(deps, account, {
      sellCurrency: 'HKD',
      buyCurrency: 'USD',
      amount: '1000',
      amountSide: 'sell',
    });
    shift = new ExactDecimal('1.003'); // 30 bp: beyond the 25 bp tolerance
    const before = await fxSnapshot(testApp);
    await expect(
      acceptQuote(deps, account, { quoteId: firm.quoteId, clientReference: nextReference() }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'rateMoved',
    });
    expect(await fxSnapshot(testApp)).toEqual(before);
    shift = new ExactDecimal('1.002'); // 20 bp: within it, converts at the quoted rate
    const done = await acceptQuote(deps, account, { quoteId: firm.quoteId, clientReference: nextReference() });
    expect(done.conversion).toMatchObject({ rate: firm.rate, buyAmount: firm.buyAmount });
  });

  it('converts once when 20 acceptances of one quote arrive at once', async () => {
    const deps = cashFxDependenciesOfTestApp(testApp);
    const account = { accountCode: 'C10005', source: 'gateway' } as const;
    const firm = await requestQuote(deps, account, {
      sellCurrency: 'HKD',
      buyCurrency: 'USD',
      amount: '300',
      amountSide: 'sell',
    });
    const before = await availableOf(testApp, 'C10005', 'HKD');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        acceptQuote(deps, account, { quoteId: firm.quoteId, clientReference: nextReference() }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'quoteAlreadyUsed' });
    }
    const conversions = await testApp.database.db
      .selectFrom('cash_fx_conversion')
      .selectAll()
      .where('quote_id', '=', firm.quoteId)
      .execute();
    expect(conversions).toHaveLength(1);
    expect((await availableOf(testApp, 'C10005', 'HKD')).toFixed()).toBe(before.minus(300).toFixed());
    expect(await unbalancedAssets(testApp)).toEqual([]);
  });

  it('makes exactly 7 of 50 conversions at once against a balance for 7', async () => {
    const deps = cashFxDependenciesOfTestApp(testApp);
    const account = { accountCode: 'C10001', source: 'gateway' } as const;
    const held = await availableOf(testApp, 'C10001', 'CNY');
    // The balance: 7 conversions of CNY 100 and CNY 50 to spare.
    const target = new ExactDecimal(750);
    if (held.lessThan(target)) await creditCash(testApp, 'C10001', 'CNY', target.minus(held).toFixed());
    expect((await availableOf(testApp, 'C10001', 'CNY')).toFixed()).toBe('750');
    const quotes = [];
    for (let index = 0; index < 50; index += 1) {
      quotes.push(
        await requestQuote(deps, account, {
          sellCurrency: 'CNY',
          buyCurrency: 'HKD',
          amount: '100',
          amountSide: 'sell',
        }),
      );
    }
    const outcomes = await Promise.allSettled(
      quotes.map((firm) => acceptQuote(deps, account, { quoteId: firm.quoteId, clientReference: nextReference() })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(7);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'insufficientBalance' });
    }
    expect((await availableOf(testApp, 'C10001', 'CNY')).toFixed()).toBe('50');
    expect(await unbalancedAssets(testApp)).toEqual([]);
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
  });
});
