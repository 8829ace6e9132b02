import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal, type CryptoOrderQuote } from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import { balanceDiscrepancies, deposit, postJournal } from '../../platform/money/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  creditFos,
  cryptoDependenciesOfTestApp,
  fosBalance,
  passKnowledgeCheck,
  unbalancedAssets,
} from '../../test/crypto-test-support';
import { requestCryptoQuote } from './crypto-quotes';
import { placeCryptoOrder } from './placement';

/*
 * What must hold under load and at full precision, on SQLite and (TEST_DATABASE_URL) PostgreSQL (ADR 042): 50 market
 * buys at once against cash for exactly 7 place exactly 7; the ledger carries 18 decimal places exactly (1 wei, and
 * 0.1 + 0.2 BTC is 0.3, never 0.30000000000000004).
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('crypto orders under concurrency', () => {
  it('accepts exactly 7 of 50 simultaneous buys against cash for exactly 7; 43 are insufficientFunds', async () => {
    const deps = cryptoDependenciesOfTestApp(testApp);
    const account = { accountCode: 'CRYPTO50', source: 'fos' as const };
    await creditFos(testApp, account.accountCode, 'USD', '1000');
    await passKnowledgeCheck(testApp, account.accountCode);
    // 50 quotes first (a quote is one order), each a limit buy of 0.001 BTC worth about 90 USD plus the 1 USD fee.
    const quotes: CryptoOrderQuote[] = [];
    for (let index = 0; index < 50; index += 1) {
      const ask = new ExactDecimal((await deps.fos()).quoteAt('BTC-USD', deps.clock.now()).ask);
      quotes.push(
        await requestCryptoQuote(deps, account, {
          pairId: 'BTC-USD',
          side: 'buy',
          orderType: 'limit',
          basis: 'quantity',
          quantity: '0.001',
          limitPrice: ask.times('0.9').toDecimalPlaces(2).toFixed(2),
        }),
      );
    }
    const total = new ExactDecimal(quotes[0]?.total ?? '0');
    expect(quotes.every((quote) => quote.total === quotes[0]?.total)).toBe(true);
    // Cash for exactly 7: take the rest away.
    const seven = total.times(7);
    await testApp.database.db.transaction().execute((trx) =>
      postJournal(trx, testApp.database.dialect, {
        kind: 'test.withdraw',
        accountCode: account.accountCode,
        source: 'fos',
        reference: 'leave-seven',
        at: deps.clock.now(),
        lines: [
          { ...account, asset: 'USD', bucket: 'available', amount: new ExactDecimal(1000).minus(seven).negated() },
          {
            accountCode: 'HOUSE:CASH',
            source: 'fos',
            asset: 'USD',
            bucket: 'available',
            amount: new ExactDecimal(1000).minus(seven),
          },
        ],
      }),
    );
    const results = await Promise.allSettled(
      quotes.map((quote, index) =>
        placeCryptoOrder(deps, account, { quoteId: quote.quoteId, clientReference: `concurrent-buy-${index}` }),
      ),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(placed).toHaveLength(7);
    expect(refused).toHaveLength(43);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).code).toBe('insufficientFunds');
    }
    expect(await fosBalance(testApp, account.accountCode, 'USD')).toEqual({ available: '0', onHold: seven.toFixed() });
    expect(await unbalancedAssets(testApp)).toEqual([]);
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
  });
});

describe('the ledger at full precision', () => {
  it('holds 1 wei of ETH and 0.1 + 0.2 BTC exactly, and balances per asset', async () => {
    const at = testApp.clock.now();
    await testApp.database.db.transaction().execute(async (trx) => {
      const credit = (asset: string, amount: string, reference: string) =>
        deposit(trx, testApp.database.dialect, {
          accountCode: 'WEI01',
          source: 'fos',
          asset,
          amount,
          reference,
          at,
          houseAccount: `HOUSE:${asset}`,
        });
      await credit('CRYPTO:ETH', '0.000000000000000001', 'one-wei');
      await credit('CRYPTO:BTC', '0.1', 'point-one');
      await credit('CRYPTO:BTC', '0.2', 'point-two');
      await credit('CRYPTO:ETH', '123456789.123456789123456789', 'many-digits');
    });
    expect(await fosBalance(testApp, 'WEI01', 'CRYPTO:BTC')).toEqual({ available: '0.3', onHold: '0' });
    expect(await fosBalance(testApp, 'WEI01', 'CRYPTO:ETH')).toEqual({
      available: '123456789.12345678912345679',
      onHold: '0',
    });
    const entries = await testApp.database.db
      .selectFrom('ledger_entry')
      .select('amount')
      .where('account_code', '=', 'WEI01')
      .where('asset', '=', 'CRYPTO:ETH')
      .execute();
    expect(entries.map((entry) => new ExactDecimal(entry.amount).toFixed()).sort()).toEqual([
      '0.000000000000000001',
      '123456789.123456789123456789',
    ]);
    expect(await unbalancedAssets(testApp)).toEqual([]);
    expect(await balanceDiscrepancies(testApp.database.db)).toEqual([]);
  });
});
