/*
 * CRS / FATCA tax residency self-certification rules (issue 17 part 3, ADR 039), free of zod: the countries offered,
 * the tax identification number (TIN) format of the countries checked here, the CRS reasons for giving no TIN, and
 * which FATCA form a client's answer means. The contract's schema and the form both use them.
 */
import type { LocalisedName } from './hong-kong-banks';

/**
 * The countries and territories offered, by ISO 3166-1 alpha-2 code: the 30 a Hong Kong broker's clients are most
 * often resident in (Greater China, the region, the main financial centres and the usual offshore jurisdictions). The
 * form lists them with a search by code or name in the three languages; a larger list can be added here.
 */
export const taxCountries: readonly { readonly code: string; readonly name: LocalisedName }[] = [
  { code: 'HK', name: { en: 'Hong Kong', 'zh-HK': '香港', 'zh-CN': '香港' } },
  { code: 'CN', name: { en: 'China (Mainland)', 'zh-HK': '中國內地', 'zh-CN': '中国内地' } },
  { code: 'MO', name: { en: 'Macao', 'zh-HK': '澳門', 'zh-CN': '澳门' } },
  { code: 'TW', name: { en: 'Taiwan', 'zh-HK': '台灣', 'zh-CN': '台湾' } },
  { code: 'SG', name: { en: 'Singapore', 'zh-HK': '新加坡', 'zh-CN': '新加坡' } },
  { code: 'MY', name: { en: 'Malaysia', 'zh-HK': '馬來西亞', 'zh-CN': '马来西亚' } },
  { code: 'TH', name: { en: 'Thailand', 'zh-HK': '泰國', 'zh-CN': '泰国' } },
  { code: 'ID', name: { en: 'Indonesia', 'zh-HK': '印尼', 'zh-CN': '印度尼西亚' } },
  { code: 'PH', name: { en: 'Philippines', 'zh-HK': '菲律賓', 'zh-CN': '菲律宾' } },
  { code: 'VN', name: { en: 'Vietnam', 'zh-HK': '越南', 'zh-CN': '越南' } },
  { code: 'JP', name: { en: 'Japan', 'zh-HK': '日本', 'zh-CN': '日本' } },
  { code: 'KR', name: { en: 'Korea, Republic of', 'zh-HK': '韓國', 'zh-CN': '韩国' } },
  { code: 'IN', name: { en: 'India', 'zh-HK': '印度', 'zh-CN': '印度' } },
  { code: 'AU', name: { en: 'Australia', 'zh-HK': '澳洲', 'zh-CN': '澳大利亚' } },
  { code: 'NZ', name: { en: 'New Zealand', 'zh-HK': '新西蘭', 'zh-CN': '新西兰' } },
  { code: 'US', name: { en: 'United States', 'zh-HK': '美國', 'zh-CN': '美国' } },
  { code: 'CA', name: { en: 'Canada', 'zh-HK': '加拿大', 'zh-CN': '加拿大' } },
  { code: 'GB', name: { en: 'United Kingdom', 'zh-HK': '英國', 'zh-CN': '英国' } },
  { code: 'IE', name: { en: 'Ireland', 'zh-HK': '愛爾蘭', 'zh-CN': '爱尔兰' } },
  { code: 'FR', name: { en: 'France', 'zh-HK': '法國', 'zh-CN': '法国' } },
  { code: 'DE', name: { en: 'Germany', 'zh-HK': '德國', 'zh-CN': '德国' } },
  { code: 'NL', name: { en: 'Netherlands', 'zh-HK': '荷蘭', 'zh-CN': '荷兰' } },
  { code: 'CH', name: { en: 'Switzerland', 'zh-HK': '瑞士', 'zh-CN': '瑞士' } },
  { code: 'LU', name: { en: 'Luxembourg', 'zh-HK': '盧森堡', 'zh-CN': '卢森堡' } },
  { code: 'IT', name: { en: 'Italy', 'zh-HK': '意大利', 'zh-CN': '意大利' } },
  { code: 'ES', name: { en: 'Spain', 'zh-HK': '西班牙', 'zh-CN': '西班牙' } },
  { code: 'AE', name: { en: 'United Arab Emirates', 'zh-HK': '阿拉伯聯合酋長國', 'zh-CN': '阿拉伯联合酋长国' } },
  { code: 'KY', name: { en: 'Cayman Islands', 'zh-HK': '開曼群島', 'zh-CN': '开曼群岛' } },
  { code: 'VG', name: { en: 'British Virgin Islands', 'zh-HK': '英屬維爾京群島', 'zh-CN': '英属维尔京群岛' } },
  { code: 'BM', name: { en: 'Bermuda', 'zh-HK': '百慕達', 'zh-CN': '百慕大' } },
];

export const taxCountryCodes: readonly string[] = taxCountries.map((country) => country.code);

/**
 * The CRS reasons for giving no TIN (the IRD's self-certification form): A the country does not issue TINs to its
 * residents; B the holder cannot obtain one (an explanation is required); C no TIN is required (the country's law
 * does not ask for it to be collected).
 */
export const noTinReasons = ['A', 'B', 'C'] as const;
export type NoTinReason = (typeof noTinReasons)[number];

/** FATCA: a US person certifies on a W-9, anyone else on a W-8BEN. */
export type FatcaForm = 'W-9' | 'W-8BEN';
export function fatcaFormOf(usPerson: boolean): FatcaForm {
  return usPerson ? 'W-9' : 'W-8BEN';
}

/** The longest TIN accepted anywhere (a longer one is a field error before any rule). */
export const maximumTinLength = 30;

/** A TIN as compared: upper case, without spaces, hyphens, dots, slashes and brackets. */
export function compactTin(tin: string): string {
  return tin.toUpperCase().replace(/[\s\-./()]/g, '');
}

const letterValue = (letter: string) => letter.charCodeAt(0) - 55; // 'A' → 10 … 'Z' → 35

/** Hong Kong Identity Card number: one or two letters, six digits and a check digit (0-9 or A), mod 11. */
export function isHongKongIdentityCard(tin: string): boolean {
  const match = /^([A-Z]{1,2})(\d{6})([0-9A])$/.exec(compactTin(tin));
  if (match === null) return false;
  const [, letters = '', digits = '', check = ''] = match;
  const prefix = letters.length === 1 ? [36, letterValue(letters)] : [...letters].map(letterValue);
  const values = [...prefix, ...[...digits].map(Number)];
  const sum = values.reduce((total, value, index) => total + value * (9 - index), 0);
  const remainder = (11 - (sum % 11)) % 11;
  return check === (remainder === 10 ? 'A' : String(remainder));
}

/** US SSN (area not 000, 666 or 9xx; group not 00; serial not 0000) or ITIN (9xx with group 50-65, 70-88, 90-92, 94-99). */
export function isUsTaxpayerNumber(tin: string): boolean {
  const digits = compactTin(tin);
  if (!/^\d{9}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 3));
  const group = Number(digits.slice(3, 5));
  const serial = Number(digits.slice(5));
  if (area >= 900) {
    return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
  }
  return area !== 0 && area !== 666 && group !== 0 && serial !== 0;
}

/** Mainland resident identity card: 17 digits (region, birth date yyyymmdd, sequence) and an ISO 7064 MOD 11-2 check. */
export function isChineseResidentIdentityCard(tin: string): boolean {
  const id = compactTin(tin);
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

/** UK: a National Insurance number (two prefix letters as HMRC allocates them, six digits, A-D) or a 10-digit UTR. */
export function isUnitedKingdomTaxNumber(tin: string): boolean {
  const value = compactTin(tin);
  if (/^\d{10}$/.test(value)) return true;
  return (
    /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(value) &&
    !['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(value.slice(0, 2))
  );
}

/** Singapore NRIC / FIN of the S, T, F and G series: a letter, seven digits and a check letter. */
export function isSingaporeIdentityNumber(tin: string): boolean {
  const match = /^([STFG])(\d{7})([A-Z])$/.exec(compactTin(tin));
  if (match === null) return false;
  const [, series = '', digits = '', check = ''] = match;
  const weights = [2, 7, 6, 5, 4, 3, 2];
  const sum =
    weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0) +
    (series === 'T' || series === 'G' ? 4 : 0);
  const table = series === 'S' || series === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK';
  return table[sum % 11] === check;
}

/** Australian tax file number: 8 or 9 digits whose weighted sum is a multiple of 11. */
export function isAustralianTaxFileNumber(tin: string): boolean {
  const digits = compactTin(tin);
  const weights =
    digits.length === 9 ? [1, 4, 3, 7, 5, 8, 6, 9, 10] : digits.length === 8 ? [10, 7, 8, 4, 6, 3, 5, 1] : [];
  if (weights.length === 0 || !/^\d+$/.test(digits)) return false;
  return weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0) % 11 === 0;
}

/** Canadian social insurance number: nine digits passing the Luhn check (not all zeros). */
export function isCanadianSocialInsuranceNumber(tin: string): boolean {
  const digits = compactTin(tin);
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  const sum = [...digits].reduce((total, digit, index) => {
    const doubled = index % 2 === 1 ? Number(digit) * 2 : Number(digit);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/** The countries whose TIN format is checked, each with its rule; any other country's TIN is 1-30 plain characters. */
export const tinRules: Readonly<Record<string, (tin: string) => boolean>> = {
  HK: isHongKongIdentityCard,
  US: isUsTaxpayerNumber,
  CN: isChineseResidentIdentityCard,
  GB: isUnitedKingdomTaxNumber,
  SG: isSingaporeIdentityNumber,
  AU: isAustralianTaxFileNumber,
  CA: isCanadianSocialInsuranceNumber,
};

/** Whether a TIN is of the right format for a country (undefined TIN rules: letters, digits and separators). */
export function isValidTin(country: string, tin: string): boolean {
  const trimmed = tin.trim();
  if (trimmed.length === 0 || trimmed.length > maximumTinLength) return false;
  const rule = tinRules[country];
  if (rule !== undefined) return rule(trimmed);
  return /^[A-Za-z0-9][A-Za-z0-9 \-./]*$/.test(trimmed);
}

/** How a TIN is stored: compacted for the checked countries, trimmed otherwise. */
export function normaliseTin(country: string, tin: string): string {
  return tinRules[country] === undefined ? tin.trim() : compactTin(tin);
}

/** A TIN as shown back: all but its last three characters masked. */
export function maskTin(tin: string): string {
  if (tin.length <= 3) return '•'.repeat(tin.length);
  return `${'•'.repeat(Math.min(tin.length - 3, 6))}${tin.slice(-3)}`;
}
