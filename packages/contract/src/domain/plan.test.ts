import { describe, expect, it } from 'vitest';
import {
  allocationProblemOf,
  allocationProblemText,
  planAmountProblemOf,
  planFitsRiskLevel,
  scaledMinimum,
  weightPercentOf,
} from './plan';

describe('plan rules', () => {
  it('accepts weights summing to exactly 10 000 basis points and refuses any other sum', () => {
    expect(allocationProblemOf([{ fundId: 'F1', weightBasisPoints: 10_000 }])).toBeUndefined();
    expect(
      allocationProblemOf([
        { fundId: 'F1', weightBasisPoints: 3333 },
        { fundId: 'F2', weightBasisPoints: 3333 },
        { fundId: 'F3', weightBasisPoints: 3333 },
      ]),
    ).toEqual({ kind: 'sum', basisPoints: 9999 });
    expect(allocationProblemText({ kind: 'sum', basisPoints: 9999 })).toContain('not 99.99 %');
    expect(allocationProblemOf([])).toEqual({ kind: 'empty' });
    expect(allocationProblemOf([{ fundId: 'F1', weightBasisPoints: 50.5 }])).toEqual({
      kind: 'notWhole',
      fundId: 'F1',
    });
    expect(
      allocationProblemOf([
        { fundId: 'F1', weightBasisPoints: 5000 },
        { fundId: 'F1', weightBasisPoints: 5000 },
      ]),
    ).toEqual({ kind: 'repeated', fundId: 'F1' });
    expect(
      allocationProblemOf([
        { fundId: 'F1', weightBasisPoints: 10_500 },
        { fundId: 'F2', weightBasisPoints: -500 },
      ]),
    ).toEqual({ kind: 'notPositive', fundId: 'F2' });
  });

  it('shows a weight as an exact percent', () => {
    expect(weightPercentOf(2500)).toBe('25.00');
    expect(weightPercentOf(1)).toBe('0.01');
  });

  it('scales a minimum by the brand factor and rounds it up to the multiple', () => {
    expect(scaledMinimum('10000', 1, '100')).toBe('10000');
    expect(scaledMinimum('10000', 1.5, '100')).toBe('15000');
    expect(scaledMinimum('1000', 1.234, '100')).toBe('1300');
    expect(scaledMinimum('200', 0.1, '10')).toBe('20');
  });

  it('refuses an amount below the minimum or not a multiple; zero is no amount', () => {
    expect(planAmountProblemOf('0', '10000', '100')).toBeUndefined();
    expect(planAmountProblemOf('9900', '10000', '100')).toEqual({ kind: 'belowMinimum', minimum: '10000' });
    expect(planAmountProblemOf('10050', '10000', '100')).toEqual({ kind: 'notMultiple', multiple: '100' });
    expect(planAmountProblemOf('12300', '10000', '100')).toBeUndefined();
  });

  it('lets a client subscribe plans at or below their risk level, never a Locked one', () => {
    expect(planFitsRiskLevel('Medium', 'Medium')).toBe(true);
    expect(planFitsRiskLevel('MediumToHigh', 'Medium')).toBe(false);
    expect(planFitsRiskLevel('Low', 'None')).toBe(false);
    expect(planFitsRiskLevel('Locked', 'Locked')).toBe(false);
  });
});
