import { z } from 'zod';

/** The password rule the server sends (SPEC §3, `retrievePasswordRule`). */
export const passwordRuleSchema = z
  .object({
    minimumLength: z.number().int().min(0),
    maximumLength: z.number().int().min(1),
    /** The password needs at least one digit and one letter. */
    alphaNumeric: z.boolean(),
    /** At least `requiredSatisfyRule` of the four character classes must appear. */
    enhancedRule: z.boolean(),
    requiredSatisfyRule: z.number().int().min(0).max(4),
    requireBaseDigit: z.boolean(),
    requireLowerCaseCharacter: z.boolean(),
    requireUpperCaseCharacter: z.boolean(),
    requireSpecialCharacter: z.boolean(),
  })
  .refine((rule) => rule.minimumLength <= rule.maximumLength, {
    message: 'The minimum length cannot be above the maximum length',
    path: ['maximumLength'],
  });
export type PasswordRule = z.infer<typeof passwordRuleSchema>;

/** The special characters of SPEC §5, exactly: ~!@#$%^&*()_+{}:"<>? */
export const passwordSpecialCharacters = '~!@#$%^&*()_+{}:"<>?';

export const passwordCharacterClasses = ['digit', 'lowerCase', 'upperCase', 'special'] as const;
export type PasswordCharacterClass = (typeof passwordCharacterClasses)[number];

const characterClassTests = {
  digit: (character: string) => character >= '0' && character <= '9',
  lowerCase: (character: string) => character >= 'a' && character <= 'z',
  upperCase: (character: string) => character >= 'A' && character <= 'Z',
  special: (character: string) => passwordSpecialCharacters.includes(character),
} as const satisfies Record<PasswordCharacterClass, (character: string) => boolean>;

/** One check of the rule, with what a screen needs to explain it. Only the checks the rule asks for are listed. */
export type PasswordCheck =
  | {
      readonly kind: 'length';
      readonly passed: boolean;
      readonly minimumLength: number;
      readonly maximumLength: number;
    }
  | { readonly kind: 'alphaNumeric'; readonly passed: boolean }
  | {
      readonly kind: 'enhancedRule';
      readonly passed: boolean;
      readonly satisfied: number;
      readonly required: number;
    }
  | { readonly kind: 'requireBaseDigit'; readonly passed: boolean }
  | { readonly kind: 'requireLowerCaseCharacter'; readonly passed: boolean }
  | { readonly kind: 'requireUpperCaseCharacter'; readonly passed: boolean }
  | { readonly kind: 'requireSpecialCharacter'; readonly passed: boolean };

export type PasswordCheckKind = PasswordCheck['kind'];

/** Which character classes appear in a password. */
export function passwordCharacterClassesIn(password: string): Record<PasswordCharacterClass, boolean> {
  const characters = [...password];
  return {
    digit: characters.some(characterClassTests.digit),
    lowerCase: characters.some(characterClassTests.lowerCase),
    upperCase: characters.some(characterClassTests.upperCase),
    special: characters.some(characterClassTests.special),
  };
}

/**
 * Checks a password against the rule (SPEC §5): length between the minimum and maximum (counted in characters);
 * with alphaNumeric a digit and a letter; under the enhanced rule at least requiredSatisfyRule of the classes
 * digit, lower case, upper case and special; and each require* flag its own class.
 */
export function checkPassword(password: string, rule: PasswordRule): PasswordCheck[] {
  const length = [...password].length;
  const present = passwordCharacterClassesIn(password);
  const checks: PasswordCheck[] = [
    {
      kind: 'length',
      passed: length >= rule.minimumLength && length <= rule.maximumLength,
      minimumLength: rule.minimumLength,
      maximumLength: rule.maximumLength,
    },
  ];
  if (rule.alphaNumeric) {
    checks.push({ kind: 'alphaNumeric', passed: present.digit && (present.lowerCase || present.upperCase) });
  }
  if (rule.enhancedRule) {
    const satisfied = passwordCharacterClasses.filter((characterClass) => present[characterClass]).length;
    checks.push({
      kind: 'enhancedRule',
      passed: satisfied >= rule.requiredSatisfyRule,
      satisfied,
      required: rule.requiredSatisfyRule,
    });
  }
  if (rule.requireBaseDigit) checks.push({ kind: 'requireBaseDigit', passed: present.digit });
  if (rule.requireLowerCaseCharacter) checks.push({ kind: 'requireLowerCaseCharacter', passed: present.lowerCase });
  if (rule.requireUpperCaseCharacter) checks.push({ kind: 'requireUpperCaseCharacter', passed: present.upperCase });
  if (rule.requireSpecialCharacter) checks.push({ kind: 'requireSpecialCharacter', passed: present.special });
  return checks;
}

/** Whether the password meets every check of the rule; the submit button stays disabled until it does. */
export function isPasswordAcceptable(password: string, rule: PasswordRule): boolean {
  return checkPassword(password, rule).every((check) => check.passed);
}

/** SPEC §5: shown when the new and confirmed passwords differ. */
export const newPasswordMismatchMessage = 'The "New Password" and "Confirm New Password" fields must match.';

/** Whether the new password and its confirmation match. */
export function newPasswordsMatch(newPassword: string, confirmNewPassword: string): boolean {
  return newPassword === confirmNewPassword;
}
