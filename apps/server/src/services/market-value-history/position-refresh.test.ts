import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import { depositFor } from '../../test/fund-order-test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accountsToRevalue, refreshPositions } from './position-refresh';

/*
 * Positions kept fresh between daily snapshots (issue 28): an account whose ledger moved after its positions were
 * valued is valued again by the next run, once; the others are left alone.
 */

describe('the position refresh', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const platform = () => ({
    config: testApp.config,
    db: testApp.database.db,
    clock: testApp.clock,
    events: testApp.events,
    brand: getBrand(testApp.config.portalVariant),
  });
  const positionsOf = (accountCode: string) =>
    testApp.database.db
      .selectFrom('market_value_position')
      .select(['holding_id', 'value_reporting', 'valued_at'])
      .where('account_code', '=', accountCode)
      .orderBy('holding_id')
      .execute();

  it('values an account whose ledger moved, once, and again after its next move', async () => {
    await depositFor(testApp, 'C10003', 'HKD', '1234.56');
    expect(await accountsToRevalue(platform())).toContainEqual({ accountCode: 'C10003', source: 'gateway' });
    expect(await refreshPositions(platform())).toBeGreaterThanOrEqual(1);
    const first = await positionsOf('C10003');
    expect(first.map((row) => [row.holding_id, row.value_reporting])).toEqual([['cash:HKD', '1234.56']]);
    expect(first[0]?.valued_at).toBe(testApp.clock.now().toISOString());
    // Nothing moved since: nothing to value.
    expect(await accountsToRevalue(platform())).toEqual([]);
    expect(await refreshPositions(platform())).toBe(0);

    testApp.clock.advance(60_000);
    await depositFor(testApp, 'C10003', 'USD', '10.00');
    expect(await accountsToRevalue(platform())).toEqual([{ accountCode: 'C10003', source: 'gateway' }]);
    await refreshPositions(platform());
    const second = await positionsOf('C10003');
    expect(second.map((row) => row.holding_id)).toEqual(['cash:HKD', 'cash:USD']);
    expect(second.every((row) => row.valued_at === testApp.clock.now().toISOString())).toBe(true);
  });

  it('takes the accounts in bounded batches, the longest waiting first', async () => {
    testApp.clock.advance(60_000);
    await depositFor(testApp, 'C10004', 'HKD', '1.00');
    testApp.clock.advance(1_000);
    await depositFor(testApp, 'C10005', 'HKD', '2.00');
    expect(await accountsToRevalue(platform(), 1)).toEqual([{ accountCode: 'C10004', source: 'gateway' }]);
    expect(await refreshPositions(platform(), 1)).toBe(1);
    expect(await accountsToRevalue(platform(), 1)).toEqual([{ accountCode: 'C10005', source: 'gateway' }]);
  });
});
