import { describe, expect, it } from 'vitest';
import {
  accountNumberProblem,
  fpsProxyTypeOf,
  holderNameMatches,
  hongKongBanks,
  normaliseFpsProxy,
} from './hong-kong-banks';

describe('Hong Kong bank accounts', () => {
  it('lists each bank once by its three-digit code', () => {
    const codes = hongKongBanks.map((bank) => bank.bankCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
  });

  it("checks an account number's digits and length at its bank", () => {
    expect(accountNumberProblem('004', '456789-838')).toBeUndefined();
    expect(accountNumberProblem('004', '45678983')).toBe('length');
    expect(accountNumberProblem('004', '45678983X')).toBe('format');
    expect(accountNumberProblem('012', '0246813')).toBeUndefined();
    expect(accountNumberProblem('999', '0246813')).toBe('bank');
  });

  it('recognises FPS proxies: a Hong Kong mobile number, an e-mail address, an FPS id', () => {
    expect(fpsProxyTypeOf('+852 9123 4567')).toBe('phone');
    expect(fpsProxyTypeOf('91234567')).toBe('phone');
    expect(fpsProxyTypeOf('Chan.TaiMan@example.com')).toBe('email');
    expect(fpsProxyTypeOf('1234567')).toBe('fpsId');
    expect(fpsProxyTypeOf('21234567')).toBe('fpsId');
    expect(fpsProxyTypeOf('not a proxy')).toBeUndefined();
    expect(fpsProxyTypeOf('+1 415 555 0100')).toBeUndefined();
    expect(normaliseFpsProxy('+852 9123 4567')).toBe('+852-91234567');
    expect(normaliseFpsProxy(' Chan.TaiMan@Example.com ')).toBe('chan.taiman@example.com');
  });

  it("takes a holder name with the account name's words in any order, case and punctuation aside", () => {
    expect(holderNameMatches('CHAN TAI MAN', 'Chan Tai Man')).toBe(true);
    expect(holderNameMatches('Chan, Tai-Man', 'Chan Tai Man')).toBe(true);
    expect(holderNameMatches('TAI MAN CHAN', 'Chan Tai Man')).toBe(true);
    expect(holderNameMatches('CHAN TAI', 'Chan Tai Man')).toBe(false);
    expect(holderNameMatches('WONG SIU LING', 'Chan Tai Man')).toBe(false);
    expect(holderNameMatches('', 'Chan Tai Man')).toBe(false);
  });
});
