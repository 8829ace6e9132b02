import { describe, expect, it } from 'vitest';
import { axisTicks, chooseAxisStep, niceStepMultipliers } from './chart-axis';

const ticksOf = (min: string, max: string, maxLabels: number) => axisTicks(min, max, maxLabels).map(String);
const stepOf = (min: string, max: string, maxLabels: number) => chooseAxisStep(min, max, maxLabels).toString();

describe('chart axis steps (SPEC §9: 0.5, 1, 2, 3, 5 × 10^n with a label-count limit)', () => {
  it('uses the multipliers of the SPEC', () => {
    expect(niceStepMultipliers).toEqual(['0.5', '1', '2', '3', '5']);
  });

  it('picks the smallest nice step that keeps the labels within the limit', () => {
    // Step 10 would need 11 labels (0..100); 20 needs 6.
    expect(stepOf('0', '97', 6)).toBe('20');
    expect(ticksOf('0', '97', 6)).toEqual(['0', '20', '40', '60', '80', '100']);
    expect(stepOf('0', '97', 11)).toBe('10');
  });

  it('uses 3 × 10^n when 2 × 10^n gives too many labels', () => {
    // Step 2: 0..14 is 8 labels; step 3: 0..15 is 6 labels.
    expect(stepOf('0', '14', 6)).toBe('3');
    expect(ticksOf('0', '14', 6)).toEqual(['0', '3', '6', '9', '12', '15']);
  });

  it('uses 0.5 × 10^n steps', () => {
    expect(stepOf('0', '2.3', 6)).toBe('0.5');
    expect(ticksOf('0', '2.3', 6)).toEqual(['0', '0.5', '1', '1.5', '2', '2.5']);
  });

  it('gives exact decimal ticks with no 0.1 + 0.2 style error', () => {
    expect(ticksOf('0.1', '0.3', 3)).toEqual(['0.1', '0.2', '0.3']);
    expect(ticksOf('7.71', '7.83', 8)).toEqual(['7.7', '7.72', '7.74', '7.76', '7.78', '7.8', '7.82', '7.84']);
    // With 7 labels allowed, 0.02 (8 labels) is too fine and 0.03 fits.
    expect(ticksOf('7.71', '7.83', 7)).toEqual(['7.71', '7.74', '7.77', '7.8', '7.83']);
  });

  it('starts at floor(min / step) and ends at ceil(max / step) for negative ranges', () => {
    expect(stepOf('-7', '12', 5)).toBe('10');
    expect(ticksOf('-7', '12', 5)).toEqual(['-10', '0', '10', '20']);
    expect(ticksOf('-0.7', '-0.2', 6)).toEqual(['-0.7', '-0.6', '-0.5', '-0.4', '-0.3', '-0.2']);
    expect(ticksOf('-0.7', '-0.2', 3)).toEqual(['-1', '-0.5', '0']);
  });

  it('widens a single value by its order of magnitude', () => {
    expect(ticksOf('7', '7', 5)).toEqual(['6', '6.5', '7', '7.5', '8']);
    expect(ticksOf('0', '0', 3)).toEqual(['-1', '0', '1']);
    expect(ticksOf('-250', '-250', 3)).toEqual(['-400', '-200', '0']);
  });

  it('handles huge and tiny ranges exactly', () => {
    expect(ticksOf('0', '12345678901234567890', 3)).toEqual(['0', '10000000000000000000', '20000000000000000000']);
    expect(ticksOf('0.000001', '0.000004', 4)).toEqual(['0.000001', '0.000002', '0.000003', '0.000004']);
  });

  it('accepts a reversed range and refuses a limit below 2 labels', () => {
    expect(ticksOf('10', '0', 3)).toEqual(['0', '5', '10']);
    expect(() => chooseAxisStep('0', '10', 1)).toThrow(RangeError);
  });

  it('needs 3 labels for a range across zero, even when allowed only 2', () => {
    expect(ticksOf('-3', '98', 2)).toEqual(['-100', '0', '100']);
    expect(ticksOf('3', '98', 2)).toEqual(['0', '100']);
    expect(ticksOf('-98', '0', 2)).toEqual(['-100', '0']);
  });

  it('never exceeds the label limit', () => {
    for (const [min, max] of [
      ['0', '1'],
      ['-3.3', '98.1'],
      ['-98.1', '-3.3'],
      ['1234.5', '1299.9'],
      ['0.0001', '0.0957'],
    ] as const) {
      for (let maxLabels = 3; maxLabels <= 12; maxLabels += 1) {
        expect(axisTicks(min, max, maxLabels).length).toBeLessThanOrEqual(maxLabels);
      }
    }
  });
});
