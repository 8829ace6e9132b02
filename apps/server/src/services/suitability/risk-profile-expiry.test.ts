import { describe, expect, it } from 'vitest';
import { expiryAt, riskProfileEndOf } from './risk-profile-expiry';

const hongKong = 'Asia/Hong_Kong';

/** A Hong Kong wall-clock time as an instant (UTC+8, no summer time). */
const hk = (day: string, time = '00:00:00.000') => new Date(`${day}T${time}+08:00`);

describe('the end of an approved risk profile (two years, ADR 037)', () => {
  it('ends at 00:00 Hong Kong on the approval day’s second anniversary, whatever the time of approval', () => {
    expect(riskProfileEndOf(hk('2024-11-27', '14:00:00.000'), hongKong)).toEqual(hk('2026-11-27'));
    expect(riskProfileEndOf(hk('2024-11-27', '23:59:59.999'), hongKong)).toEqual(hk('2026-11-27'));
    // 00:30 Hong Kong is still 26 November in UTC: the Hong Kong day counts.
    expect(riskProfileEndOf(hk('2024-11-27', '00:30:00.000'), hongKong)).toEqual(hk('2026-11-27'));
  });

  it('carries an approval on 29 February to 1 March two years on', () => {
    expect(riskProfileEndOf(hk('2024-02-29', '10:00:00.000'), hongKong)).toEqual(hk('2026-03-01'));
  });
});

describe('findExpiry {time, expiring} at every edge', () => {
  const end = hk('2026-11-27');
  const at = (moment: Date) => expiryAt(end, moment, hongKong);

  it('names the end and the last valid day', () => {
    expect(at(hk('2026-01-01'))).toEqual({
      time: '2026-11-26T16:00:00.000Z',
      expiring: false,
      expired: false,
      lastValidDay: '2026-11-26',
    });
  });

  it('starts the reminders exactly 30 days before the end, not a moment sooner', () => {
    expect(at(new Date(hk('2026-10-28').getTime() - 1))).toMatchObject({ expiring: false, expired: false });
    expect(at(hk('2026-10-28'))).toMatchObject({ expiring: true, expired: false });
  });

  it('is valid, expiring, all through the day before the end day (the last valid day)', () => {
    expect(at(hk('2026-11-26'))).toMatchObject({ expiring: true, expired: false });
    expect(at(hk('2026-11-26', '23:59:59.999'))).toMatchObject({ expiring: true, expired: false });
  });

  it('has expired from the first moment of the end day, and the day after', () => {
    expect(at(hk('2026-11-27'))).toMatchObject({ expiring: true, expired: true });
    expect(at(hk('2026-11-27', '12:00:00.000'))).toMatchObject({ expired: true });
    expect(at(hk('2026-11-28', '09:00:00.000'))).toMatchObject({ expiring: true, expired: true });
  });

  it('has no time and is never expiring without an approved questionnaire', () => {
    expect(expiryAt(null, hk('2026-11-27'), hongKong)).toEqual({
      time: null,
      expiring: false,
      expired: false,
      lastValidDay: null,
    });
  });
});
