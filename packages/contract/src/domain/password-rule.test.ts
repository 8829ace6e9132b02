import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  isPasswordAcceptable,
  newPasswordMismatchMessage,
  newPasswordsMatch,
  passwordCharacterClassesIn,
  passwordRuleSchema,
  type PasswordRule,
} from './password-rule';

const lengthOnly: PasswordRule = {
  minimumLength: 8,
  maximumLength: 16,
  alphaNumeric: false,
  enhancedRule: false,
  requiredSatisfyRule: 0,
  requireBaseDigit: false,
  requireLowerCaseCharacter: false,
  requireUpperCaseCharacter: false,
  requireSpecialCharacter: false,
};

const failedKinds = (password: string, rule: PasswordRule) =>
  checkPassword(password, rule)
    .filter((check) => !check.passed)
    .map((check) => check.kind);

describe('password rule schema (SPEC §3)', () => {
  it('parses the fields the server sends', () => {
    expect(passwordRuleSchema.parse(lengthOnly)).toEqual(lengthOnly);
  });

  it('refuses a rule whose minimum length is above its maximum', () => {
    expect(passwordRuleSchema.safeParse({ ...lengthOnly, minimumLength: 20 }).success).toBe(false);
  });

  it('refuses a required count above the four classes', () => {
    expect(passwordRuleSchema.safeParse({ ...lengthOnly, requiredSatisfyRule: 5 }).success).toBe(false);
  });
});

describe('checkPassword (SPEC §5)', () => {
  it('needs a length between the minimum and the maximum, both included', () => {
    expect(isPasswordAcceptable('1234567', lengthOnly)).toBe(false);
    expect(isPasswordAcceptable('12345678', lengthOnly)).toBe(true);
    expect(isPasswordAcceptable('1234567890123456', lengthOnly)).toBe(true);
    expect(isPasswordAcceptable('12345678901234567', lengthOnly)).toBe(false);
    expect(checkPassword('1234567', lengthOnly)).toEqual([
      { kind: 'length', passed: false, minimumLength: 8, maximumLength: 16 },
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isPasswordAcceptable('😀😀😀😀😀😀😀😀', lengthOnly)).toBe(true);
    expect(isPasswordAcceptable('😀😀😀😀', lengthOnly)).toBe(false);
  });

  it('with alphaNumeric needs a digit and a letter', () => {
    const rule = { ...lengthOnly, alphaNumeric: true };
    expect(failedKinds('abcdefgh', rule)).toEqual(['alphaNumeric']);
    expect(failedKinds('12345678', rule)).toEqual(['alphaNumeric']);
    expect(failedKinds('abcd1234', rule)).toEqual([]);
    expect(failedKinds('ABCD1234', rule)).toEqual([]);
  });

  it('under the enhanced rule needs requiredSatisfyRule of the four classes', () => {
    const rule = { ...lengthOnly, enhancedRule: true, requiredSatisfyRule: 3 };
    expect(checkPassword('abcdefgh', rule)).toContainEqual({
      kind: 'enhancedRule',
      passed: false,
      satisfied: 1,
      required: 3,
    });
    expect(failedKinds('abcd1234', rule)).toEqual(['enhancedRule']);
    expect(failedKinds('abcD1234', rule)).toEqual([]);
    expect(failedKinds('abcd123!', rule)).toEqual([]);
    expect(failedKinds('ABCD!@#$', { ...rule, requiredSatisfyRule: 2 })).toEqual([]);
  });

  it('counts only ~!@#$%^&*()_+{}:"<>? as special characters', () => {
    expect(passwordCharacterClassesIn('~!@#$%^&*()_+{}:"<>?').special).toBe(true);
    for (const character of ['-', '=', '[', ']', ';', "'", ',', '.', '/', '\\', '|', '`', ' ', 'é']) {
      expect(passwordCharacterClassesIn(character).special, character).toBe(false);
    }
  });

  it('demands each class whose require flag is on', () => {
    const rule: PasswordRule = {
      ...lengthOnly,
      requireBaseDigit: true,
      requireLowerCaseCharacter: true,
      requireUpperCaseCharacter: true,
      requireSpecialCharacter: true,
    };
    expect(failedKinds('abcdefgh', rule)).toEqual([
      'requireBaseDigit',
      'requireUpperCaseCharacter',
      'requireSpecialCharacter',
    ]);
    expect(failedKinds('ABCDEFG1', rule)).toEqual(['requireLowerCaseCharacter', 'requireSpecialCharacter']);
    expect(isPasswordAcceptable('Abcdef1?', rule)).toBe(true);
  });

  it('lists only the checks the rule asks for', () => {
    expect(checkPassword('anything', lengthOnly).map((check) => check.kind)).toEqual(['length']);
  });
});

describe('change password', () => {
  it('has the mismatch message of SPEC §5', () => {
    expect(newPasswordMismatchMessage).toBe('The "New Password" and "Confirm New Password" fields must match.');
    expect(newPasswordsMatch('Abcdef1?', 'Abcdef1?')).toBe(true);
    expect(newPasswordsMatch('Abcdef1?', 'abcdef1?')).toBe(false);
  });
});
