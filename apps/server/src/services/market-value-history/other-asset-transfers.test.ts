import { describe, expect, it } from 'vitest';
import type { PortfolioHolding } from '@portal/contract';
import { timeWeightedReturn } from './returns';
import { otherAssetTransfers } from './snapshots';

/*
 * Other assets that come into or leave the portfolio are transfers, taken out of the return (issue 26): a flat the
 * client adds is not a gain, nor is a car they remove a loss. A new valuation of a flat they keep is its return.
 */

function holding(holdingId: string, valueReporting: string): PortfolioHolding {
  return {
    holdingId,
    area: holdingId.startsWith('other:') ? 'other' : 'fund',
    names: { en: holdingId, 'zh-HK': holdingId, 'zh-CN': holdingId },
    category: holdingId.startsWith('other:') ? 'realEstate' : 'fund',
    market: 'other',
    riskLevel: 'None',
    currency: 'HKD',
    quantity: '1',
    value: valueReporting,
    valueReporting,
    valuedAt: '2026-11-29T00:00:00.000Z',
  };
}

/** The snapshot's holdings column: { holdingId: [value in the reporting currency, quantity] }. */
const stored = (holdings: readonly PortfolioHolding[]) =>
  JSON.stringify(Object.fromEntries(holdings.map((one) => [one.holdingId, [one.valueReporting, one.quantity]])));

describe('other assets added or removed between two snapshots', () => {
  const day1 = [holding('fund:F0001', '100000.00'), holding('other:CAR', '280000.00')];

  it('counts a holding added as a transfer in at its value now, and one removed as out at its value before', () => {
    const day2 = [holding('fund:F0001', '101000.00'), holding('other:FLAT', '9800000.00')];
    // In: the flat, 9,800,000. Out: the car, 280,000. The fund's move is its return, not a flow.
    expect(otherAssetTransfers(stored(day1), day2).toFixed(2)).toBe('9520000.00');
  });

  it('counts nothing for a new valuation of a holding kept, nor before the first snapshot', () => {
    const revalued = [holding('fund:F0001', '100000.00'), holding('other:CAR', '260000.00')];
    expect(otherAssetTransfers(stored(day1), revalued).toFixed(2)).toBe('0.00');
    expect(otherAssetTransfers(undefined, day1).toFixed(2)).toBe('0.00');
  });

  it('keeps a flat added on day 2 out of the time-weighted return', () => {
    // Day 1: 380,000. Day 2: the fund gained 1 % (101,000), the car is unchanged and a 9,800,000 flat was added.
    const day2 = [
      holding('fund:F0001', '101000.00'),
      holding('other:CAR', '280000.00'),
      holding('other:FLAT', '9800000'),
    ];
    const flow = otherAssetTransfers(stored(day1), day2);
    const points = [
      { dayIndex: 0, value: '380000', flow: '0' },
      { dayIndex: 1, value: '10181000', flow: flow.toFixed() },
    ];
    // (10,181,000 − 9,800,000) / 380,000 − 1 = 381,000 / 380,000 − 1 = 0.002632: the fund's gain alone.
    expect(timeWeightedReturn(points)?.toFixed(6)).toBe('0.002632');
  });
});
