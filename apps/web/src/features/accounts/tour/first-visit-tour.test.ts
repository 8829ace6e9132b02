// Whom the first visit's tour offer is for, and that answering it is remembered per account on this browser.
import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contract/brands';
import { brandWith, session } from '../../../app/routing/routing-fixtures';
import { createExpiringStorage } from '../../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../../shared/storage/memory-storage';
import { tourOfferEligible } from './first-visit-tour';
import { markTourSeen, tourSeen } from './tour-seen';

describe('the first visit tour offer', () => {
  const demo = getBrand('demo');
  it('is for a signed-in client in its own session, in the full layout, on a brand with the tour', () => {
    expect(tourOfferEligible(demo, session('user'), 'default')).toBe(true);
    expect(tourOfferEligible(demo, undefined, 'default')).toBe(false);
    expect(tourOfferEligible(demo, session('user'), 'simple')).toBe(false);
    expect(tourOfferEligible(brandWith('demo', { tourEnabled: false }), session('user'), 'default')).toBe(false);
    expect(tourOfferEligible(getBrand('team'), session('user'), 'default')).toBe(false);
  });

  it('is not for an advisor, an advisee session or a client whose sign-in gate is pending', () => {
    expect(tourOfferEligible(demo, session('advisor'), 'default')).toBe(false);
    expect(tourOfferEligible(demo, session('user', { advisorAccountCode: 'A30001' }), 'default')).toBe(false);
    expect(tourOfferEligible(demo, session('user', { forceChangePassword: true }), 'default')).toBe(false);
  });

  it('once answered stays answered for that account on this browser, not for another account', () => {
    const storage = createExpiringStorage(new MemoryStorage());
    const client = { accountCode: 'C10001', source: 'gateway' } as const;
    expect(tourSeen(storage, client)).toBe(false);
    markTourSeen(storage, client);
    expect(tourSeen(storage, client)).toBe(true);
    expect(tourSeen(storage, { accountCode: 'C10002', source: 'gateway' })).toBe(false);
  });
});
