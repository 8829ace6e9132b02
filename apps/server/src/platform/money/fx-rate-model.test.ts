import { describe, expect, it } from 'vitest';
import { ExactDecimal } from '@portal/contract';
import { bidAskOf, fxRateTickMs, rateTimeOf, simulatedMidRate, spreadBasisPointsOf } from './fx-rate-model';

const start = Date.parse('2026-01-05T00:00:00Z');
const instants = (count: number, stepMs: number) =>
  Array.from({ length: count }, (_, index) => new Date(start + index * stepMs));

describe('the FX rate simulator', () => {
  it('is a pure function of (pair, time): the same instant gives the same rate, every time', () => {
    const at = new Date('2026-03-02T07:31:12.345Z');
    expect(simulatedMidRate('7.7850', 'USD', 'HKD', at).toFixed()).toBe(
      simulatedMidRate('7.7850', 'USD', 'HKD', new Date(at.getTime())).toFixed(),
    );
    expect(simulatedMidRate('1.5', 'HKD', 'HKD', at).toFixed()).toBe('1');
  });

  it('moves on 5-second ticks, and the rate time is the start of the tick', () => {
    const at = new Date('2026-03-02T07:31:12.345Z');
    expect(rateTimeOf(at).toISOString()).toBe('2026-03-02T07:31:10.000Z');
    const sameTick = new Date('2026-03-02T07:31:14.999Z');
    expect(simulatedMidRate('7.2117', 'USD', 'CNY', at).toFixed()).toBe(
      simulatedMidRate('7.2117', 'USD', 'CNY', sameTick).toFixed(),
    );
    const rates = new Set(instants(50, fxRateTickMs).map((t) => simulatedMidRate('7.2117', 'USD', 'CNY', t).toFixed()));
    expect(rates.size).toBeGreaterThan(40);
  });

  it('keeps USD/HKD inside the 7.75-7.85 peg band over a year of instants', () => {
    for (const at of instants(20_000, 1_579_000)) {
      const rate = simulatedMidRate('7.7850', 'USD', 'HKD', at);
      expect(rate.gte('7.75') && rate.lte('7.85'), `${at.toISOString()} ${rate.toFixed()}`).toBe(true);
    }
  });

  it('lets CNY wander more than HKD but stay within a few percent of its seeded rate', () => {
    const deviations = (seeded: string, to: string) =>
      instants(5_000, 6_311_000).map((at) =>
        Math.abs(Number(simulatedMidRate(seeded, 'USD', to, at).dividedBy(seeded)) - 1),
      );
    const hkd = Math.max(...deviations('7.7850', 'HKD'));
    const cny = Math.max(...deviations('7.2117', 'CNY'));
    expect(cny).toBeGreaterThan(hkd);
    expect(cny).toBeLessThan(0.02);
  });

  it('states a spread per pair and puts the bid below and the ask above the mid by half of it each', () => {
    expect(spreadBasisPointsOf('HKD', 'USD')).toBe(10);
    expect(spreadBasisPointsOf('CNY', 'HKD')).toBe(30);
    expect(spreadBasisPointsOf('EUR', 'GBP')).toBe(40);
    const mid = new ExactDecimal('7.8');
    const { bid, ask } = bidAskOf(mid, 'USD', 'HKD');
    expect(bid.toFixed()).toBe('7.7961');
    expect(ask.toFixed()).toBe('7.8039');
  });
});
