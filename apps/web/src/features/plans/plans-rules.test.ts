// The plan pages' own rules: the subscribe ticket's reading of amounts and its split, the redemption's split, the goal
// questionnaire's answers in the address, and the advisor call's time in Hong Kong.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '@portal/contract/domain/decimal-value';
import { balancedTerms } from './plans-fixtures';
import { answersOfParams, checkGoalForm, paramsOfAnswers } from './research/goal-answers';
import { checkRedemption, redemptionSplit } from './trading/redeem-rules';
import { checkSubscription, readPlanAmount, splitLines } from './trading/subscribe-rules';
import { hongKongInstant, hongKongTime } from './trading/talk-page';

describe('the subscribe ticket’s rules', () => {
  it('reads an empty amount as none, and holds a typed one to the minimum, the multiple and the cash', () => {
    expect(readPlanAmount('', balancedTerms, '10000', '50000')).toEqual({ value: null });
    expect(readPlanAmount('9900', balancedTerms, '10000').error).toEqual({ key: 'belowMinimum', minimum: '10000' });
    expect(readPlanAmount('10050', balancedTerms, '10000').error).toEqual({ key: 'notMultiple', multiple: '100' });
    expect(readPlanAmount('60000', balancedTerms, '10000', '50000').error).toEqual({
      key: 'aboveCash',
      available: '50000',
    });
    expect(readPlanAmount('12.345', balancedTerms, '10').error?.key).toBe('ticket');
    expect(readPlanAmount('10000', balancedTerms, '10000', '50000').value?.toFixed()).toBe('10000');
  });

  it('needs a lump sum or a monthly amount, and a day 1-31 with a monthly amount', () => {
    expect(checkSubscription({ lumpSum: '', monthly: '', day: '' }, balancedTerms).neither).toBe(true);
    expect(checkSubscription({ lumpSum: '', monthly: '1000', day: '' }, balancedTerms).dayError).toBe(true);
    expect(checkSubscription({ lumpSum: '', monthly: '1000', day: '32' }, balancedTerms).input).toBeUndefined();
    expect(checkSubscription({ lumpSum: '', monthly: '1000', day: '0' }, balancedTerms).input).toBeUndefined();
    expect(checkSubscription({ lumpSum: '', monthly: '1000', day: '29' }, balancedTerms).input).toEqual({
      lumpSum: null,
      monthly: { amount: '1000', day: 29 },
    });
  });

  it('splits any amount so the orders add up to it to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), (cents) => {
        const amount = toDecimal(cents).div(100).toFixed(2);
        const lines = splitLines(balancedTerms.allocation, 2, amount, null);
        const total = lines.reduce((sum, line) => sum.plus(toDecimal(line.lumpSum ?? '0')), toDecimal(0));
        expect(total.toFixed(2)).toBe(amount);
      }),
    );
  });
});

describe('the redemption’s rules', () => {
  const holdings = [
    {
      fundId: 'F1',
      fundNames: { en: 'A', 'zh-HK': 'A', 'zh-CN': 'A' },
      units: '1',
      nav: '1',
      navDate: '2026-11-27',
      value: '6000.00',
      targetPercent: '50',
    },
    {
      fundId: 'F2',
      fundNames: { en: 'B', 'zh-HK': 'B', 'zh-CN': 'B' },
      units: '1',
      nav: '1',
      navDate: '2026-11-27',
      value: '4000.00',
      targetPercent: '50',
    },
  ];
  it('takes the same share of every fund, and refuses more than is held', () => {
    const part = checkRedemption('part', '2500', toDecimal('10000'), 2);
    expect(part.amount?.toFixed()).toBe('2500');
    expect(part.error).toBeUndefined();
    if (part.amount)
      expect(redemptionSplit(holdings, part.share, 2).map((line) => line.redeemed)).toEqual(['1500.00', '1000.00']);
    expect(checkRedemption('part', '10000.01', toDecimal('10000'), 2).error).toEqual({ key: 'aboveHeld' });
    expect(checkRedemption('all', '', toDecimal('10000'), 2).amount?.toFixed()).toBe('10000');
  });
});

describe('the goal questionnaire’s answers', () => {
  it('go to the address and back, and are refused when they are not answers', () => {
    const checked = checkGoalForm({ goal: 'retirement', horizon: '20', lumpSum: '', monthly: '2000', currency: 'HKD' });
    expect(checked.answers).toEqual({
      goal: 'retirement',
      horizonYears: 20,
      lumpSum: '0',
      monthlyAmount: '2000',
      currency: 'HKD',
    });
    if (checked.answers) expect(answersOfParams(paramsOfAnswers(checked.answers))).toEqual(checked.answers);
    expect(checkGoalForm({ goal: 'home', horizon: '41', lumpSum: '1', monthly: '', currency: '' }).errors.horizon).toBe(
      'horizon',
    );
    expect(answersOfParams(new URLSearchParams('goal=home&years=5'))).toBeUndefined();
  });
});

describe('the advisor call’s time', () => {
  it('is typed in Hong Kong time and shown in it', () => {
    expect(hongKongInstant('2026-12-01T10:30')).toBe('2026-12-01T02:30:00.000Z');
    expect(hongKongInstant('2026-12-01')).toBeUndefined();
    expect(hongKongTime('2026-12-01T02:30:00.000Z')).toBe('2026-12-01 10:30');
  });
});
