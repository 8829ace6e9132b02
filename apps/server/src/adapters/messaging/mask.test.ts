import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask';

describe('maskPhone', () => {
  it('keeps the country code and the last four digits', () => {
    expect(maskPhone('+85291234567')).toBe('+852 ****4567');
  });

  it('tells one-, two- and three-digit country codes apart', () => {
    expect(maskPhone('+8613812345678')).toBe('+86 *******5678');
    expect(maskPhone('+85366123456')).toBe('+853 ****3456');
    expect(maskPhone('+886912345678')).toBe('+886 *****5678');
    expect(maskPhone('+14155552671')).toBe('+1 ******2671');
    expect(maskPhone('+447911123456')).toBe('+44 ******3456');
    expect(maskPhone('+6591234567')).toBe('+65 ****4567');
  });

  it('ignores spaces and dashes as typed, and masks a number without a country code', () => {
    expect(maskPhone(' +852 9123-4567 ')).toBe('+852 ****4567');
    expect(maskPhone('91234567')).toBe('****4567');
  });

  it('hides a number too short to show four digits of', () => {
    expect(maskPhone('+852 1234')).toBe('+852 ****');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('client@example.com')).toBe('c*****@example.com');
  });

  it('hides a one-letter name entirely, and anything that is not an address', () => {
    expect(maskEmail('a@example.com')).toBe('*@example.com');
    expect(maskEmail('not-an-address')).toBe('**************');
  });
});
