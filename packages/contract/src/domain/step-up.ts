/*
 * Step-up authentication (issue 17 part 5, ASVS 5.0 V6 re-authentication, ADR 036): before a sensitive action the
 * client proves again who it is — the login password, or a one-time code on the account's second factor — and gets a
 * grant for that one action, valid a few minutes, used once. Free of zod: pages read the texts without the schema
 * library.
 */
import { defineResultCatalogue } from './order/result-catalogue';
import type { ResultName } from './order/result-catalogue';

/** The actions that ask for a step-up. */
export const stepUpActions = [
  'contactChange',
  'bankAccount',
  'tradePassword',
  'withdrawal',
  'virtualAssetAddress',
  'virtualAssetWithdrawal',
] as const;
export type StepUpAction = (typeof stepUpActions)[number];

/** How long a grant stays usable, and a one-time code sent for a step-up. */
export const stepUpGrantLifetimeMs = 5 * 60_000;
export const stepUpCodeLifetimeMs = 5 * 60_000;
/** A new code at most this often, and this many tries each (as at sign-in, SPEC §9). */
export const stepUpResendCooldownMs = 60_000;
export const stepUpCodeTries = 5;
/** Wrong answers within the window that lock the step-up until the oldest of them leaves it. */
export const stepUpFailureLimit = 5;
export const stepUpFailureWindowMs = 15 * 60_000;

/**
 * What the step-up asks for: the login password; the authenticator app's code (factor token); or a code sent now by
 * SMS or e-mail (factor sms or email, with a registered phone or address).
 */
export const stepUpChannels = ['password', 'token', 'sms', 'email'] as const;
export type StepUpChannel = (typeof stepUpChannels)[number];

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

/**
 * The answers of a refused step-up. A wrong password and a wrong code read the same (stepUpFailed): the answer never
 * says which part was wrong. `stepUpRequired` is also the 403 answer of an action called without a valid grant.
 */
export const stepUpResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'stepUp',
  {
    stepUpRequired: {
      code: 'STEP_UP_REQUIRED',
      text: text(
        'Confirm this with your password or one-time code first.',
        '請先以密碼或一次性驗證碼確認。',
        '请先以密码或一次性验证码确认。',
      ),
    },
    stepUpFailed: {
      code: 'STEP_UP_FAILED',
      text: text(
        'The confirmation is not correct. Please try again.',
        '確認資料不正確，請重試。',
        '确认资料不正确，请重试。',
      ),
    },
    stepUpLocked: {
      code: 'STEP_UP_LOCKED',
      text: text(
        'Too many incorrect confirmations. Please try again in 15 minutes.',
        '確認錯誤次數過多，請於 15 分鐘後再試。',
        '确认错误次数过多，请于 15 分钟后再试。',
      ),
    },
    stepUpCodeExpired: {
      code: 'STEP_UP_CODE_EXPIRED',
      text: text(
        'The one-time code has expired or was used. Ask for a new one.',
        '一次性驗證碼已過期或已使用，請重新索取。',
        '一次性验证码已过期或已使用，请重新索取。',
      ),
    },
    stepUpNotAllowed: {
      code: 'STEP_UP_NOT_ALLOWED',
      text: text(
        'Only the account holder can confirm this, in their own session.',
        '只有帳戶持有人可在其本人的登入中確認此操作。',
        '只有账户持有人可在其本人的登录中确认此操作。',
      ),
    },
    stepUpUnavailable: {
      code: 'STEP_UP_UNAVAILABLE',
      text: text(
        'The confirmation could not be completed. Please try again later.',
        '暫時未能完成確認，請稍後再試。',
        '暂时未能完成确认，请稍后再试。',
      ),
    },
  },
  'stepUpUnavailable',
);
export type StepUpResult = ResultName<typeof stepUpResultCatalogue>;
export const stepUpResultCodes = stepUpResultCatalogue.codes;
