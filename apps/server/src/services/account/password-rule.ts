import type { PasswordRule } from '@portal/contract';

/**
 * The portal's password rule (retrievePasswordRule): 8 to 20 characters, a digit and a letter, and at least three
 * of the four classes (digit, lower case, upper case, special ~!@#$%^&*()_+{}:"<>?).
 */
export const portalPasswordRule: PasswordRule = {
  minimumLength: 8,
  maximumLength: 20,
  alphaNumeric: true,
  enhancedRule: true,
  requiredSatisfyRule: 3,
  requireBaseDigit: false,
  requireLowerCaseCharacter: false,
  requireUpperCaseCharacter: false,
  requireSpecialCharacter: false,
};

/** SPEC §9 inactivity defaults (issue 4 uses them on the web). */
export const inactiveTimes = { inactivityKickTime: 1_800_000, inactivityReminderTime: 300_000 } as const;
