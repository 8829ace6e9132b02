// @vitest-environment jsdom
// The recent exchanges list (live in jsdom over a stubbed network): each amount with its currency's precision.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FxBalance, FxConversion } from '@portal/contract';
import { byTestId, mount, settle, setUpPageTests } from '../../../app/testing/mount';
import { RecentConversions } from './recent-conversions';

setUpPageTests();
afterEach(() => vi.unstubAllGlobals());

const balances: FxBalance[] = [
  { currency: 'HKD', precision: 2, available: '10000.00', exchangeable: '10000.00' },
  { currency: 'USD', precision: 2, available: '100.00', exchangeable: '100.00' },
];

const conversion: FxConversion = {
  conversionId: 'FXC0001',
  quoteId: 'FXQ20250115ABCDEF0123',
  clientReference: 'ref-fx-0001',
  sellCurrency: 'HKD',
  buyCurrency: 'USD',
  sellAmount: '1234',
  buyAmount: '158.2',
  rate: '0.1282133',
  convertedAt: '2025-01-15T02:00:00.000Z',
};

describe('the recent exchanges', () => {
  it("show each amount with its currency's decimals (SPEC §9), the rate as it is", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ conversions: [conversion] }, { status: 200 }));
    const mounted = await mount(
      <RecentConversions account={{ accountCode: 'C10001', source: 'gateway' }} balances={balances} />,
      {
        namespaces: ['cashFx', 'ticket'],
      },
    );
    await settle(() => expect(byTestId(mounted.container, 'conversion-FXC0001')).toBeTruthy());
    const row = byTestId(mounted.container, 'conversion-FXC0001').textContent ?? '';
    expect(row).toContain('1,234.00 HKD');
    expect(row).toContain('158.20 USD');
    expect(row).toContain('0.1282133');
  });
});
