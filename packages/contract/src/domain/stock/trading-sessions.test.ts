import { describe, expect, it } from 'vitest';
import { exchangeDayOf, localClockOf, nextOpeningAt, tradingPhaseAt, zonedInstant } from './trading-sessions';

// 2026-11-25 is a Wednesday; Hong Kong is UTC+8 all year.
const hk = (time: string, day = '2026-11-25') => new Date(`${day}T${time}:00+08:00`);

describe('HKEX trading phases (Asia/Hong_Kong)', () => {
  it.each([
    ['08:59', 'closed'],
    ['09:00', 'preOpening'],
    ['09:15', 'preOpening'],
    ['09:29', 'preOpening'],
    ['09:30', 'continuous'],
    ['11:59', 'continuous'],
    ['12:00', 'lunchBreak'],
    ['12:59', 'lunchBreak'],
    ['13:00', 'continuous'],
    ['15:59', 'continuous'],
    ['16:00', 'closingAuction'],
    ['16:09', 'closingAuction'],
    ['16:10', 'closed'],
    ['20:00', 'closed'],
  ])('at %s it is %s', (time, phase) => {
    expect(tradingPhaseAt('HKEX', hk(time))).toBe(phase);
  });

  it('is closed on weekends', () => {
    expect(tradingPhaseAt('HKEX', hk('10:00', '2026-11-28'))).toBe('closed');
    expect(tradingPhaseAt('HKEX', hk('10:00', '2026-11-29'))).toBe('closed');
    expect(tradingPhaseAt('HKEX', hk('10:00', '2026-11-30'))).toBe('continuous');
  });
});

describe('US trading phases (America/New_York, across the change of daylight saving)', () => {
  it('opens at 09:30 and closes at 16:00 New York time in summer (UTC-4) and winter (UTC-5)', () => {
    // Friday 2026-10-30 is in EDT; Monday 2026-11-02 in EST (the clocks went back on Sunday 1 November).
    expect(tradingPhaseAt('NASDAQ', new Date('2026-10-30T13:29:00Z'))).toBe('closed');
    expect(tradingPhaseAt('NASDAQ', new Date('2026-10-30T13:30:00Z'))).toBe('continuous');
    expect(tradingPhaseAt('NASDAQ', new Date('2026-10-30T19:59:00Z'))).toBe('continuous');
    expect(tradingPhaseAt('NASDAQ', new Date('2026-10-30T20:00:00Z'))).toBe('closed');
    expect(tradingPhaseAt('NYSE', new Date('2026-11-02T13:30:00Z'))).toBe('closed');
    expect(tradingPhaseAt('NYSE', new Date('2026-11-02T14:30:00Z'))).toBe('continuous');
    expect(tradingPhaseAt('NYSE', new Date('2026-11-02T20:59:00Z'))).toBe('continuous');
    expect(tradingPhaseAt('NYSE', new Date('2026-11-02T21:00:00Z'))).toBe('closed');
  });

  it('has pre- and post-market only with the permission', () => {
    const preMarket = new Date('2026-11-02T12:00:00Z'); // 07:00 EST
    const postMarket = new Date('2026-11-02T22:00:00Z'); // 17:00 EST
    expect(tradingPhaseAt('NASDAQ', preMarket)).toBe('closed');
    expect(tradingPhaseAt('NASDAQ', preMarket, { prePostMarket: true })).toBe('preMarket');
    expect(tradingPhaseAt('NASDAQ', postMarket)).toBe('closed');
    expect(tradingPhaseAt('NASDAQ', postMarket, { prePostMarket: true })).toBe('postMarket');
    expect(tradingPhaseAt('NASDAQ', new Date('2026-11-03T01:00:00Z'), { prePostMarket: true })).toBe('closed');
  });

  it('is closed on a New York Saturday even when it is already Sunday in Hong Kong', () => {
    expect(tradingPhaseAt('NASDAQ', new Date('2026-11-28T15:00:00Z'), { prePostMarket: true })).toBe('closed');
  });
});

describe('SSE and SZSE trading phases (Asia/Shanghai)', () => {
  it.each([
    ['09:14', 'closed'],
    ['09:15', 'preOpening'],
    ['09:30', 'continuous'],
    ['11:30', 'lunchBreak'],
    ['13:00', 'continuous'],
    ['14:57', 'closingAuction'],
    ['15:00', 'closed'],
  ])('at %s it is %s', (time, phase) => {
    expect(tradingPhaseAt('SSE', hk(time))).toBe(phase);
    expect(tradingPhaseAt('SZSE', hk(time))).toBe(phase);
  });
});

describe('zone clocks', () => {
  it('reads and builds local instants on both sides of a change of offset', () => {
    expect(zonedInstant('2026-10-30', 9 * 60 + 30, 'America/New_York').toISOString()).toBe('2026-10-30T13:30:00.000Z');
    expect(zonedInstant('2026-11-02', 9 * 60 + 30, 'America/New_York').toISOString()).toBe('2026-11-02T14:30:00.000Z');
    expect(zonedInstant('2026-11-25', 16 * 60, 'Asia/Hong_Kong').toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(localClockOf(new Date('2026-11-25T01:30:30Z'), 'Asia/Hong_Kong')).toEqual({
      day: '2026-11-25',
      weekday: 3,
      minuteOfDay: 9 * 60 + 30.5,
    });
    expect(exchangeDayOf('NASDAQ', new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
  });
});

describe('when an exchange opens next', () => {
  it('is the next session that takes orders: pre-opening, after lunch, Monday after a weekend', () => {
    // Wednesday 2026-11-25 in Hong Kong.
    expect(nextOpeningAt('HKEX', hk('08:00')).toISOString()).toBe(hk('09:00').toISOString());
    expect(nextOpeningAt('HKEX', hk('12:30')).toISOString()).toBe(hk('13:00').toISOString());
    expect(nextOpeningAt('HKEX', hk('17:00')).toISOString()).toBe(hk('09:00', '2026-11-26').toISOString());
    // Friday evening, Saturday and Sunday: Monday 09:00.
    expect(nextOpeningAt('HKEX', hk('17:00', '2026-11-27')).toISOString()).toBe(
      hk('09:00', '2026-11-30').toISOString(),
    );
    expect(nextOpeningAt('HKEX', hk('10:00', '2026-11-29')).toISOString()).toBe(
      hk('09:00', '2026-11-30').toISOString(),
    );
    expect(nextOpeningAt('SSE', hk('10:00', '2026-11-29')).toISOString()).toBe(hk('09:15', '2026-11-30').toISOString());
  });

  it('opens a US exchange at 09:30 New York time, or at 04:00 for an account that trades pre-market', () => {
    // Saturday 2026-10-31 (EDT); Monday 2026-11-02 is in EST (UTC-5).
    expect(nextOpeningAt('NASDAQ', new Date('2026-10-31T15:00:00Z')).toISOString()).toBe('2026-11-02T14:30:00.000Z');
    expect(nextOpeningAt('NASDAQ', new Date('2026-10-31T15:00:00Z'), { prePostMarket: true }).toISOString()).toBe(
      '2026-11-02T09:00:00.000Z',
    );
  });
});
