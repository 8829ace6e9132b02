import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createOrderTestApp, signedInCaller } from '../../test/fund-order-test-support';

const subscription = {
  accountCode: 'C10001',
  clientReference: 'flags-0001',
  fundId: 'F0004',
  amount: '10000',
  currency: 'HKD',
};
const switchRequest = {
  accountCode: 'C10001',
  clientReference: 'flags-0002',
  fundId: 'F0004',
  basis: 'unit',
  quantity: '1',
  targets: [{ fundId: 'F0048', percent: 100 }],
  documentsAcknowledged: true,
};

describe.each([
  // vc hides fund trading: every trade is refused as not offered (ADR 018), the history still answers.
  ['vc', { subscribeFund: 404, bulkSubscribeFunds: 404, redeemFund: 404, switchFund: 404, queryFundOrders: 200 }],
  // asa has no funds at all: nothing of them answers, not even the history.
  ['asa', { subscribeFund: 404, bulkSubscribeFunds: 404, switchFund: 404, queryFundOrders: 404 }],
] as const)('the %s brand flags', (variant, expected) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createOrderTestApp(variant);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses what the brand does not offer with 404', async () => {
    const call = await signedInCaller(testApp, 'C10001');
    const payloads: Record<string, object> = {
      subscribeFund: subscription,
      bulkSubscribeFunds: {
        accountCode: 'C10001',
        clientReference: 'flags-0003',
        items: [{ fundId: 'F0004', amount: '10000', currency: 'HKD' }],
      },
      redeemFund: {
        accountCode: 'C10001',
        clientReference: 'flags-0004',
        fundId: 'F0004',
        basis: 'unit',
        quantity: '1',
      },
      switchFund: switchRequest,
      queryFundOrders: { accountCode: 'C10001' },
    };
    for (const [operation, status] of Object.entries(expected)) {
      const response = await call(operation, payloads[operation] ?? {});
      expect(response.statusCode, `${operation} ${response.body}`).toBe(status);
    }
  });
});
