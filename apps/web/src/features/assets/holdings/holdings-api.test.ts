import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { dayProblem, figureProblem, refusedFields } from './holdings-api';

describe('the other-asset forms’ checks (the server checks again)', () => {
  it('takes zero or more as a plain number within the decimals, and refuses the rest', () => {
    expect(figureProblem('1250000', 2, true)).toBeUndefined();
    expect(figureProblem('0', 2, true)).toBeUndefined();
    expect(figureProblem('12.50', 2, true)).toBeUndefined();
    expect(figureProblem('', 2, true)).toEqual({ key: 'required' });
    expect(figureProblem('', 2, false)).toBeUndefined();
    expect(figureProblem('-1', 2, true)).toEqual({ key: 'number' });
    expect(figureProblem('1e3', 2, true)).toEqual({ key: 'number' });
    expect(figureProblem('1,000', 2, true)).toEqual({ key: 'number' });
    expect(figureProblem('1.005', 2, true)).toEqual({ key: 'decimals', decimals: 2 });
  });

  it('refuses a valuation day in the future, before the purchase, or not a day', () => {
    const today = '2025-01-15';
    expect(dayProblem('2025-01-15', today, { required: true })).toBeUndefined();
    expect(dayProblem('2025-01-16', today, { required: true })).toBe('futureDate');
    expect(dayProblem('2020-12-31', today, { required: true, notBefore: '2021-01-01' })).toBe('beforePurchase');
    expect(dayProblem('2024-02-30', today, { required: true })).toBe('date');
    expect(dayProblem('', today, { required: true })).toBe('required');
    expect(dayProblem('', today, { required: false })).toBeUndefined();
  });

  it('names the fields a server refusal names, by their last part', () => {
    const refusal = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'The holding is invalid',
      details: {
        fieldErrors: [
          { path: 'holding.valuationDate', message: 'in the future' },
          { path: 'attachments.0', message: 'not a PDF' },
        ],
      },
    });
    expect([...refusedFields(refusal)]).toEqual(['valuationDate', 'attachment']);
    expect(refusedFields(new ApiError(404, { code: 'NOT_FOUND', message: 'no' })).size).toBe(0);
  });
});
