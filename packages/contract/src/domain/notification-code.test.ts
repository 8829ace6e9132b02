import { describe, expect, it } from 'vitest';
import { displayNotificationCode } from './notification-code';

describe('displayNotificationCode (SPEC §3)', () => {
  it('shows part three, a dot, then part one for a three-part code', () => {
    expect(displayNotificationCode('A;B;C')).toBe('C.A');
    expect(displayNotificationCode('00700;HKEX;HK')).toBe('HK.00700');
  });

  it('shows any other code as it is', () => {
    expect(displayNotificationCode('00700')).toBe('00700');
    expect(displayNotificationCode('A;B')).toBe('A;B');
    expect(displayNotificationCode('A;B;C;D')).toBe('A;B;C;D');
    expect(displayNotificationCode('')).toBe('');
  });
});
