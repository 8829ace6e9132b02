import { describe, expect, it } from 'vitest';
import {
  fatcaFormOf,
  isAustralianTaxFileNumber,
  isCanadianSocialInsuranceNumber,
  isChineseResidentIdentityCard,
  isHongKongIdentityCard,
  isSingaporeIdentityNumber,
  isUnitedKingdomTaxNumber,
  isUsTaxpayerNumber,
  isValidTin,
  maskTin,
  normaliseTin,
  taxCountries,
} from './tax-residence';

describe('TIN formats of the countries checked', () => {
  it('HK: an HKID with its mod-11 check digit, one or two letters, brackets optional', () => {
    expect(isHongKongIdentityCard('A123456(3)')).toBe(true);
    expect(isHongKongIdentityCard('a1234563')).toBe(true);
    expect(isHongKongIdentityCard('AB987654(3)')).toBe(true);
    expect(isHongKongIdentityCard('Z683365(A)')).toBe(true);
    expect(isHongKongIdentityCard('A123456(4)')).toBe(false);
    expect(isHongKongIdentityCard('Z683365(0)')).toBe(false);
    expect(isHongKongIdentityCard('A12345(3)')).toBe(false);
    expect(isHongKongIdentityCard('1234567(3)')).toBe(false);
  });

  it('US: an SSN (not area 000, 666 or 9xx, group 00, serial 0000) or an ITIN (9xx with its groups)', () => {
    expect(isUsTaxpayerNumber('123-45-6789')).toBe(true);
    expect(isUsTaxpayerNumber('912-70-1234')).toBe(true);
    expect(isUsTaxpayerNumber('000-12-3456')).toBe(false);
    expect(isUsTaxpayerNumber('666-12-3456')).toBe(false);
    expect(isUsTaxpayerNumber('123-00-4567')).toBe(false);
    expect(isUsTaxpayerNumber('123-45-0000')).toBe(false);
    expect(isUsTaxpayerNumber('912-40-1234')).toBe(false);
    expect(isUsTaxpayerNumber('12345678')).toBe(false);
  });

  it('CN: an 18-character resident ID with a real birth date and its MOD 11-2 check character', () => {
    expect(isChineseResidentIdentityCard('11010519491231002X')).toBe(true);
    expect(isChineseResidentIdentityCard('11010519491231002x')).toBe(true);
    expect(isChineseResidentIdentityCard('110105194912310021')).toBe(false);
    expect(isChineseResidentIdentityCard('11010519490231002X')).toBe(false);
    expect(isChineseResidentIdentityCard('110105491231002')).toBe(false);
  });

  it('GB: a National Insurance number or a ten-digit UTR', () => {
    expect(isUnitedKingdomTaxNumber('AB 12 34 56 C')).toBe(true);
    expect(isUnitedKingdomTaxNumber('1234567890')).toBe(true);
    expect(isUnitedKingdomTaxNumber('QQ123456C')).toBe(false);
    expect(isUnitedKingdomTaxNumber('GB123456A')).toBe(false);
    expect(isUnitedKingdomTaxNumber('AB123456E')).toBe(false);
  });

  it('SG: an NRIC or FIN (S, T, F, G) with its check letter', () => {
    expect(isSingaporeIdentityNumber('S1234567D')).toBe(true);
    expect(isSingaporeIdentityNumber('F1234567N')).toBe(true);
    expect(isSingaporeIdentityNumber('G1234567X')).toBe(true);
    expect(isSingaporeIdentityNumber('S1234567A')).toBe(false);
    expect(isSingaporeIdentityNumber('X1234567D')).toBe(false);
  });

  it('AU: a tax file number whose weighted sum is a multiple of 11', () => {
    expect(isAustralianTaxFileNumber('123 456 782')).toBe(true);
    expect(isAustralianTaxFileNumber('123456789')).toBe(false);
    expect(isAustralianTaxFileNumber('1234')).toBe(false);
  });

  it('CA: a social insurance number passing the Luhn check', () => {
    expect(isCanadianSocialInsuranceNumber('046 454 286')).toBe(true);
    expect(isCanadianSocialInsuranceNumber('046454287')).toBe(false);
    expect(isCanadianSocialInsuranceNumber('000000000')).toBe(false);
  });

  it('other countries: 1 to 30 letters, digits and separators', () => {
    expect(isValidTin('JP', '1234-5678-9012')).toBe(true);
    expect(isValidTin('JP', '<script>')).toBe(false);
    expect(isValidTin('JP', 'x'.repeat(31))).toBe(false);
    expect(isValidTin('HK', 'A123456(3)')).toBe(true);
    expect(isValidTin('HK', 'A123456(4)')).toBe(false);
  });
});

describe('the rest of the self-certification rules', () => {
  it('stores checked TINs compacted, and shows a TIN masked but for its last three characters', () => {
    expect(normaliseTin('HK', 'a123456(3)')).toBe('A1234563');
    expect(normaliseTin('JP', ' 1234-5678 ')).toBe('1234-5678');
    expect(maskTin('A1234563')).toBe('•••••563');
  });

  it('names the FATCA form of the answer', () => {
    expect(fatcaFormOf(true)).toBe('W-9');
    expect(fatcaFormOf(false)).toBe('W-8BEN');
  });

  it('lists 30 countries, each once, named in the three languages', () => {
    expect(taxCountries).toHaveLength(30);
    expect(new Set(taxCountries.map((country) => country.code)).size).toBe(30);
    for (const country of taxCountries) expect(country.name['zh-HK'].length).toBeGreaterThan(0);
  });
});
