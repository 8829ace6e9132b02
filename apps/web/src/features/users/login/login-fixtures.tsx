import type { SessionFacts } from '../../../shared/session/session-store';
/* Test fixtures of the sign-in flow: a fake server behind the real api client, answers, and the English texts. */
import type { ReactNode } from 'react';
import type { FactorRequired, LoggedIn } from '@portal/contract';
import { loadTexts } from '../../../app/i18n-resources';
import { allEnglishTexts } from '../../../app/i18n-resources-all';
import { createApi } from '../../../shared/api/api-client';
import type { Api } from '../../../shared/api/api-client';
import { createTranslator } from '../../../shared/i18n/translator';
import { I18nContext } from '../../../shared/i18n/use-translation';
import type { Language } from '@portal/contract/domain/language';

/** An answer of the fake server: a status and a JSON body, or a request that never gets through. */
export type Answer = { readonly status: number; readonly body: unknown } | 'unreachable';

export type RecordedCall = { readonly path: string; readonly body: unknown; readonly headers: Record<string, string> };

/**
 * The real api client over a fetch that answers by path: each path's answers in turn, the last one repeated.
 * Only the network is faked; the client builds the requests, checks the answers and raises its errors as in use.
 */
export function fakeServer(answers: Readonly<Record<string, Answer | readonly Answer[]>>): {
  api: Api;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const served = new Map<string, number>();
  const fetcher: typeof fetch = async (url, init) => {
    const path = String(url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, headers });
    const listed = answers[path];
    if (listed === undefined)
      return Response.json({ code: 'NOT_FOUND', message: `No answer for ${path}` }, { status: 404 });
    const list: readonly Answer[] = Array.isArray(listed) ? listed : [listed];
    const index = served.get(path) ?? 0;
    served.set(path, index + 1);
    const answer = list[Math.min(index, list.length - 1)];
    if (answer === undefined || answer === 'unreachable') throw new TypeError('Failed to fetch');
    return Response.json(answer.body, { status: answer.status });
  };
  return { api: createApi(fetcher), calls };
}

/** A 422 refusal with a login result or token error code, as the server sends it. */
export function refusal(code: string, details?: unknown): Answer {
  return { status: 422, body: { code, message: code, ...(details === undefined ? {} : { details }) } };
}

export const captchaImage = 'data:image/png;base64,iVBORw0KGgo=';

export function loggedInAnswer(facts: Partial<LoggedIn> = {}): LoggedIn {
  return {
    result: 'Y',
    accountCode: 'C1001',
    source: 'gateway',
    role: 'user',
    time: '2026-11-22T08:00:00.000Z',
    sessionExpirationTime: '2026-11-22T08:30:00.000Z',
    refreshExpirationTime: '2026-11-22T09:00:00.000Z',
    isForceChangePassword: false,
    passwordDuration: 90,
    alertChangePasswordOption: 14,
    lastChangePasswordDate: '2026-10-01T00:00:00.000Z',
    agreementConfirmed: true,
    clientType: 'I',
    isProfessionalInvestor: false,
    isSessionLogin: false,
    notificationEnabled: true,
    ...facts,
  };
}

export function factorRequiredAnswer(facts: Partial<FactorRequired> = {}): FactorRequired {
  return {
    result: '2',
    accountCode: 'C1001',
    source: 'gateway',
    factor: 'sms',
    destination: '+852 ****5678',
    resendAvailableAt: '2026-11-22T08:01:00.000Z',
    expirationTime: '2026-11-22T08:05:00.000Z',
    ...facts,
  };
}

/** The portal's texts in a language, loaded as the app loads them. */
export async function portalI18n(language: Language = 'en') {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  return translator;
}

export async function withTexts(children: ReactNode, language: Language = 'en'): Promise<ReactNode> {
  return <I18nContext value={await portalI18n(language)}>{children}</I18nContext>;
}

/** The session facts of a plain signed-in client, as the store keeps them after a login. */
export const signedInClient: SessionFacts = {
  accountCode: 'C1001',
  source: 'gateway',
  role: 'user',
  loginTime: Date.UTC(2026, 10, 22, 8),
  sessionExpiresAt: Date.UTC(2026, 10, 22, 9),
  refreshExpiresAt: Date.UTC(2026, 10, 22, 10),
  isSessionLogin: false,
  agreementConfirmed: true,
  forceChangePassword: false,
  passwordDuration: 90,
  alertChangePasswordOption: 14,
  lastChangePasswordAt: Date.UTC(2026, 9, 1),
};
