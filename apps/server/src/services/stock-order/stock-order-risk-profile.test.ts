import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRiskProfile } from '../../platform/identity/account-directory';
import {
  createStockOrderTestBed,
  depositTo,
  stockSnapshot,
  type StockOrderTestBed,
} from '../../test/stock-order-test-support';
import { placeStockOrder, type StockOrderRequest } from './placement';

/*
 * ADR 037: a buy needs a risk profile that has not expired (8511 riskProfileExpired); a sell does not ask. The
 * profile's end is on the account (platform/identity/account-directory), written by the suitability service at each approval.
 */

const client = { sessionId: 'session-c10005', advisorAccountCode: null };
const c10005 = { accountCode: 'C10005', source: 'gateway' } as const;

function order(overrides: Partial<StockOrderRequest> = {}): StockOrderRequest {
  return {
    ...c10005,
    clientReference: `ref-${Math.random().toString(36).slice(2, 12)}`,
    stockId: 'HKEX-00700',
    side: 'B',
    orderType: 'limit',
    price: '380',
    quantity: '100',
    programOrderType: 'none',
    remark: '',
    saveTradePassword: false,
    ...overrides,
  };
}

describe('stock orders and the risk profile expiry', () => {
  let bed: StockOrderTestBed;
  beforeAll(async () => {
    bed = await createStockOrderTestBed();
    await depositTo(bed, 'C10005', 'HKD', '200000');
  });
  afterAll(async () => {
    await bed.close();
  });

  const endingIn = (milliseconds: number) => new Date(bed.clock.now().getTime() + milliseconds).toISOString();

  it('refuses a buy once the profile has ended (8511), writing nothing', async () => {
    await saveRiskProfile(bed.database.db, c10005, { riskLevel: 'LowToMedium', expiresAt: endingIn(0) });
    const before = await stockSnapshot(bed);
    await expect(placeStockOrder(bed.deps, bed.passwords, client, order())).rejects.toMatchObject({
      status: 422,
      code: 'riskProfileExpired',
      details: { resultCode: 8511 },
    });
    expect(await stockSnapshot(bed)).toEqual(before);
  });

  it('does not ask a sell for the profile: it is refused only for the shares it lacks', async () => {
    await expect(
      placeStockOrder(bed.deps, bed.passwords, client, order({ side: 'S', quantity: '100' })),
    ).rejects.toMatchObject({ code: 'insufficientQuantity' });
  });

  it('takes a buy the moment before the end, and one of a profile without an end (from the back office)', async () => {
    await saveRiskProfile(bed.database.db, c10005, { riskLevel: 'LowToMedium', expiresAt: endingIn(1) });
    expect((await placeStockOrder(bed.deps, bed.passwords, client, order())).replayed).toBe(false);
    await saveRiskProfile(bed.database.db, c10005, { riskLevel: 'LowToMedium', expiresAt: null });
    expect((await placeStockOrder(bed.deps, bed.passwords, client, order())).replayed).toBe(false);
  });
});
