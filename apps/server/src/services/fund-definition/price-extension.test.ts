import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import type { TestApp } from '../../test/test-app';
import { createOrderTestApp } from '../../test/fund-order-test-support';
import { extendFundPrices, nextNav } from './price-extension';

describe('the price extension', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createOrderTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('adds a deterministic NAV per business day up to the clock’s day, skips suspended funds, and is idempotent', async () => {
    const db = testApp.database.db;
    const before = await db.selectFrom('fund').select(['id', 'latest_nav', 'latest_nav_date']).execute();
    testApp.clock.set('2025-01-20T03:00:00.000Z'); // Monday: Thursday, Friday and Monday are new.
    const first = await extendFundPrices(db, testApp.clock);
    expect(first.funds).toBe(before.length - 1);
    expect(first.prices).toBe((before.length - 1) * 3);
    expect(await extendFundPrices(db, testApp.clock)).toEqual({ funds: 0, prices: 0 });
    const f1 = before.find((fund) => fund.id === 'F0001');
    const prices = await db
      .selectFrom('fund_price')
      .select(['price_date', 'nav'])
      .where('fund_id', '=', 'F0001')
      .where('price_date', '>', '2025-01-15')
      .orderBy('price_date')
      .execute();
    expect(prices.map((price) => price.price_date)).toEqual(['2025-01-16', '2025-01-17', '2025-01-20']);
    let nav = new ExactDecimal(f1?.latest_nav ?? '0');
    for (const price of prices) {
      nav = nextNav('F0001', price.price_date, nav);
      expect(price.nav).toBe(nav.toFixed(4));
    }
    const suspended = await db
      .selectFrom('fund')
      .select('latest_nav_date')
      .where('id', '=', 'F0018')
      .executeTakeFirst();
    expect(suspended?.latest_nav_date).toBe(before.find((fund) => fund.id === 'F0018')?.latest_nav_date);
  });
});
