import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { defineService } from '../rpc';
import { changePasswordResults } from '../domain/codes/change-password-result';
import { loginFactors } from '../domain/codes/login-result';
import { passwordRuleSchema } from '../domain/password-rule';
import { roleSchema } from '../domain/roles-schema';
import { rankOf } from '../domain/roles';

/** A login source of SPEC §1: the securities gateway or the virtual-asset back end (FOS). */
export const loginSourceSchema = z.enum(['gateway', 'fos']);

/**
 * Account codes are letters and digits (with . _ -), uppercased by the login form (SPEC §5) and compared uppercased
 * by the server. Anything else (control characters, other scripts) is refused before it reaches the database.
 */
export const accountCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter your account code')
  .max(32, 'An account code has at most 32 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'An account code has only letters, digits and . _ -');

/** The id of a captcha the server issued (a UUID). */
const captchaIdSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'Not a captcha id');

const passwordInput = z.string().min(1, 'Enter your password').max(256, 'A password has at most 256 characters');
const newPasswordInput = z.string().min(1, 'Enter a new password').max(256, 'A password has at most 256 characters');
/** A one-time password as typed: 6 digits are sent; anything far longer is not one. */
const oneTimePasswordInput = z
  .string()
  .trim()
  .min(1, 'Enter the one-time password')
  .max(16, 'A one-time password is short');

export const loginFactorSchema = z.enum(loginFactors);

/** An ISO-8601 instant in UTC, e.g. "2026-11-22T08:30:00.000Z". */
export const instantSchema = z.iso.datetime({ offset: true });

/** A captcha to show: its id (sent back with the answer) and the image as a data: URL (SPEC §3). */
export const captchaSchema = z.object({
  captchaId: z.string(),
  captchaImage: z.string().startsWith('data:image/'),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** What a completed login tells the browser: non-secret session facts (the tokens travel in httpOnly cookies). */
export const loggedInSchema = z.object({
  /** Y success, or 1: first-time success that forces a password change (SPEC §8). */
  result: z.enum(['Y', '1']),
  accountCode: z.string(),
  source: loginSourceSchema,
  role: roleSchema,
  /** When the server's login happened (SPEC §7 `time`). */
  time: instantSchema,
  sessionExpirationTime: instantSchema,
  refreshExpirationTime: instantSchema,
  /** The previous login attempt of this account, if any (SPEC §3 lastLoginTime / lastLoginStatus). */
  lastLoginTime: instantSchema.optional(),
  lastLoginStatus: z.string().optional(),
  isForceChangePassword: z.boolean(),
  /** Days a password stays valid; 0 when it never expires. */
  passwordDuration: z.number().int().min(0),
  /** Days before expiry from which the reminder shows; 0 for no reminder. */
  alertChangePasswordOption: z.number().int().min(0),
  lastChangePasswordDate: instantSchema,
  agreementConfirmed: z.boolean(),
  clientType: z.string(),
  isProfessionalInvestor: z.boolean(),
  isSessionLogin: z.boolean(),
  notificationEnabled: z.boolean(),
  /** On an advisee session: the advisor who opened it (SPEC §3 Linkage). */
  advisorAccountCode: z.string().optional(),
});
export type LoggedIn = z.infer<typeof loggedInSchema>;

/** Result 2: the password was right and a second factor is needed; a pending-login cookie carries the step. */
export const factorRequiredSchema = z.object({
  result: z.literal('2'),
  accountCode: z.string(),
  source: loginSourceSchema,
  factor: loginFactorSchema,
  /** Where the code went, masked ("+852 ****5678", "c***@example.com"); absent for an authenticator token. */
  destination: z.string().optional(),
  /** The earliest time a new code may be asked for (SPEC §9: 60 s cooldown). */
  resendAvailableAt: instantSchema,
  /** When the code sent with this step stops working. */
  expirationTime: instantSchema,
});
export type FactorRequired = z.infer<typeof factorRequiredSchema>;

export const passwordLoginResultSchema = z.discriminatedUnion('result', [loggedInSchema, factorRequiredSchema]);
export type PasswordLoginResult = z.infer<typeof passwordLoginResultSchema>;

/**
 * Details of a refused login (HTTP 422, `code` one of the login result codes of SPEC §8; `details.captcha` carries a
 * fresh captcha whenever the next attempt needs one).
 */
export const loginFailureDetailsSchema = z.object({ captcha: captchaSchema.optional() });

const captchaAnswer = {
  captchaId: captchaIdSchema.optional(),
  captchaText: z.string().max(16, 'A captcha has at most 16 characters').optional(),
};

/** The session facts a refresh hands back (SPEC §7 refreshToken returns {role, sessionToken, time}; the token is a cookie). */
export const refreshedSessionSchema = z.object({
  accountCode: z.string(),
  source: loginSourceSchema,
  role: roleSchema,
  /** When the refresh happened. */
  time: instantSchema,
  sessionExpirationTime: instantSchema,
  refreshExpirationTime: instantSchema,
});
export type RefreshedSession = z.infer<typeof refreshedSessionSchema>;

/** One live session of the caller's account, as the sessions page lists it. */
export const liveSessionSchema = z.object({
  sessionId: z.string(),
  /**
   * The browser named from the User-Agent at login: a product name, not translated ("Chrome", "Safari", "Edge",
   * "Firefox", "Opera"); null when it is not recognised. The page composes the label ("Chrome on Windows") in the
   * reader's language.
   */
  browserName: z.string().nullable(),
  /** The system named from the same User-Agent ("Windows", "macOS", "iOS", "Android", "Linux"); null when not recognised. */
  systemName: z.string().nullable(),
  address: z.string(),
  startTime: instantSchema,
  lastSeenTime: instantSchema,
  /** The session this call was made with. */
  current: z.boolean(),
  isSessionLogin: z.boolean(),
  /** An advisee session an advisor opened. */
  advisorAccountCode: z.string().optional(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/** An advisee an advisor may open a session for (SPEC §3 Linkage). */
export const adviseeSchema = z.object({
  accountCode: z.string(),
  source: loginSourceSchema,
  displayName: z.string(),
});
export type Advisee = z.infer<typeof adviseeSchema>;

/** Where a password reset's one-time code went. */
export const resetCodeSentSchema = z.object({
  factor: z.enum(['sms', 'email']),
  /** Masked, as on the login's second-factor step. */
  destination: z.string(),
  resendAvailableAt: instantSchema,
  expirationTime: instantSchema,
});
export type ResetCodeSent = z.infer<typeof resetCodeSentSchema>;

export const accountService = defineService('account', {
  gatewayPasswordLogin: {
    auth: { kind: 'public' },
    summary:
      'Signs in to the securities gateway. 200: logged in (Y, 1) or a second factor is needed (2); 422 with a login result code of SPEC §8 otherwise; 429 when rate limited.',
    input: z.object({ accountCode: accountCodeSchema, password: passwordInput, ...captchaAnswer }).strict(),
    output: passwordLoginResultSchema,
  },
  fosPasswordLogin: {
    auth: { kind: 'public' },
    summary: 'Signs in to the virtual-asset back end (FOS); answers as gatewayPasswordLogin.',
    input: z.object({ accountCode: accountCodeSchema, password: passwordInput, ...captchaAnswer }).strict(),
    output: passwordLoginResultSchema,
  },
  factorLogin: {
    auth: { kind: 'public' },
    summary:
      'Completes a login waiting for its second factor (the pending-login cookie) with the one-time password; 422 with a token error code (ERR001-ERR008, ERR999) otherwise.',
    input: z
      .object({
        password: oneTimePasswordInput,
        factor: loginFactorSchema,
      })
      .strict(),
    output: loggedInSchema,
  },
  resendOneTimePassword: {
    auth: { kind: 'public' },
    summary: 'Sends a new one-time password for the pending login; 429 during the 60 s cooldown.',
    input: z.object({ factor: loginFactorSchema }).strict(),
    output: z.object({
      destination: z.string().optional(),
      resendAvailableAt: instantSchema,
      expirationTime: instantSchema,
    }),
  },
  refreshCaptcha: {
    auth: { kind: 'public' },
    summary: 'A new captcha; the one named (if any) stops working.',
    input: z.object({ captchaId: captchaIdSchema.optional() }).strict(),
    output: captchaSchema,
  },
  accountLogout: {
    auth: { kind: 'session' },
    openDuringGates: true,
    summary: 'Ends the calling session on the server and clears its cookies.',
    input: z.object({ role: roleSchema, source: loginSourceSchema }).strict(),
    output: z.object({ success: z.literal(true) }),
  },
  retrievePasswordRule: {
    auth: { kind: 'session' },
    openDuringGates: true,
    summary: 'The password rule a new password must meet (SPEC §3, §5).',
    input: z.object({}).strict(),
    output: passwordRuleSchema,
  },
  changePassword: {
    auth: { kind: 'session' },
    openDuringGates: true,
    summary:
      'Changes the login password of the calling account; 422 with a change result of SPEC §8 (incorrectOldLoginPassword, violatesPasswordPolicy, newPasswordUsedBefore ...) when refused.',
    input: z
      .object({
        oldLoginPassword: passwordInput,
        newLoginPassword: newPasswordInput,
      })
      .strict(),
    output: z.object({
      success: z.literal(true),
      result: z.enum(changePasswordResults),
      message: z.string(),
      lastChangePasswordDate: instantSchema,
    }),
  },
  confirmAgreement: {
    auth: { kind: 'session' },
    openDuringGates: true,
    actsFor: 'ownAccountCode',
    summary: 'Records that the client has read and agreed to the first-login agreement.',
    input: z.object({ accountCode: accountCodeSchema, source: loginSourceSchema }).strict(),
    output: z.object({ confirmAgreementStatus: z.literal('confirmed') }),
  },
  refreshToken: {
    auth: { kind: 'public' },
    summary:
      'Replaces the session and refresh tokens of the named session (the refresh cookie proves it) and moves its expiry on; the old refresh token stops working. Honoured up to 5 minutes past the refresh expiry (SPEC §9); presenting a rotated refresh token again ends that session. 401 otherwise.',
    input: z.object({ accountCode: accountCodeSchema, source: loginSourceSchema }).strict(),
    output: refreshedSessionSchema,
  },
  searchSessions: {
    auth: { kind: 'session' },
    summary: "The calling account's live sessions (browser and system, address, start, last seen), newest first.",
    input: z.object({}).strict(),
    output: z.object({ sessions: z.array(liveSessionSchema) }),
  },
  endOtherSessions: {
    auth: { kind: 'session' },
    summary: 'Ends every live session of the calling account except the calling one; returns how many ended.',
    input: z.object({}).strict(),
    output: z.object({ ended: z.number().int().min(0) }),
  },
  searchAdvisees: {
    auth: { kind: 'rank', minimumRank: rankOf.advisor },
    summary: 'The advisees linked to the calling advisor.',
    input: z.object({}).strict(),
    output: z.object({ advisees: z.array(adviseeSchema) }),
  },
  adviseeLogin: {
    auth: { kind: 'rank', minimumRank: rankOf.advisor },
    summary:
      "Opens a session for one of the calling advisor's advisees, linked to the advisor (SPEC §4 Advisee login) and audited with the advisor's code; 403 (audited too) for an account that is not the advisor's advisee.",
    input: z.object({ accountCode: accountCodeSchema }).strict(),
    output: loggedInSchema,
  },
  sessionLogin: {
    auth: { kind: 'public' },
    feature: brandFeatures.sessionLogin,
    summary:
      "Signs in from a one-time hand-off token issued by the host app's back end (session login mode, SPEC §2); 401 for an unknown, used or expired token, 404 where the brand has no session login.",
    input: z
      .object({
        token: z
          .string()
          .min(1, 'The hand-off token is missing')
          .max(200)
          .regex(/^[A-Za-z0-9_-]+$/, 'Not a hand-off token'),
      })
      .strict(),
    output: loggedInSchema,
  },
  verifyClientCode: {
    auth: { kind: 'public' },
    feature: brandFeatures.resetPassword,
    summary:
      'Starts a password reset (brands with resetPasswordEnabled): checks the client code and verification key, then sends a one-time code to the registered channel. 422 with a client-code verification result of SPEC §8 otherwise; rate limited.',
    input: z
      .object({
        clientCode: z.string().trim().max(32, 'A client code has at most 32 characters'),
        verificationKey: z.string().trim().max(64, 'A verification key has at most 64 characters'),
      })
      .strict(),
    output: resetCodeSentSchema,
  },
  resendResetCode: {
    auth: { kind: 'public' },
    feature: brandFeatures.resetPassword,
    summary: 'Sends a new one-time code for the password reset in progress; 422 ERR009 during the 60 s cooldown.',
    input: z.object({}).strict(),
    output: resetCodeSentSchema,
  },
  verifyResetCode: {
    auth: { kind: 'public' },
    feature: brandFeatures.resetPassword,
    summary:
      'Checks the one-time code of the password reset in progress and answers the password rule the new password must meet; 422 with a reset error code (ERR001-ERR013) otherwise.',
    input: z
      .object({
        oneTimePassword: oneTimePasswordInput,
      })
      .strict(),
    output: z.object({ passwordRule: passwordRuleSchema }),
  },
  resetPassword: {
    auth: { kind: 'public' },
    feature: brandFeatures.resetPassword,
    summary:
      "Sets the new password of a verified password reset, ends the account's sessions and tells the client through the messaging channel; 422 with a reset error code otherwise.",
    input: z
      .object({
        newLoginPassword: newPasswordInput,
      })
      .strict(),
    output: z.object({ success: z.literal(true) }),
  },
  retrieveInactiveTimes: {
    auth: { kind: 'session' },
    openDuringGates: true,
    summary: 'Inactivity kick and reminder times in milliseconds (SPEC §9 defaults 1,800,000 and 300,000).',
    input: z.object({}).strict(),
    output: z.object({
      inactivityKickTime: z.number().int().positive(),
      inactivityReminderTime: z.number().int().positive(),
    }),
  },
});
