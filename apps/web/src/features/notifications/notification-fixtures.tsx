/* Test fixtures of the notifications: a fake server behind the real api client, notifications, texts, a render. */
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { Notification, NotificationType } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import type { BrandConfig } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../../app/i18n-resources';
import { allEnglishTexts } from '../../app/i18n-resources-all';
import { createApi } from '../../shared/api/api-client';
import type { Api } from '../../shared/api/api-client';
import { BrandContext } from '../../shared/brand/brand-context';
import { createTranslator } from '../../shared/i18n/translator';
import { I18nContext } from '../../shared/i18n/use-translation';
import { SessionContext } from '../../shared/session/session-context';
import { createSessionStore, withLogin } from '../../shared/session/session-store';
import type { SessionFacts, SessionStore } from '../../shared/session/session-store';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';

export type RecordedCall = { readonly path: string; readonly body: unknown; readonly headers: Record<string, string> };

/** An answer of the fake server, or a function of the request body. */
export type Answer =
  | { readonly status: number; readonly body: unknown }
  | ((body: unknown) => { readonly status: number; readonly body: unknown });

/**
 * The real api client over a fetch that answers by path. Only the network is faked: the client builds the requests,
 * checks the answers against the contract and raises its errors as in use.
 */
export function fakeServer(answers: Readonly<Record<string, Answer>>): { api: Api; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetcher: typeof fetch = async (url, init) => {
    const path = String(url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body, headers });
    const answer = answers[path];
    if (answer === undefined) {
      return Response.json({ code: 'NOT_FOUND', message: `No answer for ${path}` }, { status: 404 });
    }
    const { status, body: answerBody } = typeof answer === 'function' ? answer(body) : answer;
    return Response.json(answerBody, { status });
  };
  return { api: createApi(fetcher), calls };
}

/** The body of each call to a path. */
export const bodiesOf = (calls: readonly RecordedCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);

/** A signed-in gateway client. */
export const client: SessionFacts = {
  accountCode: 'C10001',
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

export function sessionsOf(session: SessionFacts | undefined): SessionStore {
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  if (session) sessions.update((state) => withLogin(state, session));
  return sessions;
}

/** A notification of a type with realistic fields (those the type carries), at a time. */
export function notificationOf(
  type: NotificationType,
  fields: Partial<Notification> = {},
  startTime = '2026-11-20T07:05:00.000Z',
): Notification {
  const typical: Readonly<Record<NotificationType, Partial<Notification>>> = {
    cashUpdate: { currencyCode: 'HKD', balance: '125000.5' },
    cashMovement: { currencyCode: 'HKD', amount: '12500', referenceCode: 'CM2026112200031' },
    holdingMovement: { code: '00700;TENCENT;HK', quantity: '-1000', referenceCode: 'HM2026112200007' },
    stockOrderUpdate: { code: 'AAPL;APPLE;US', referenceCode: 'SO2026112200045', quantity: '150' },
    newIPO: { code: '02513;ZHIPU;HK' },
    ipoResult: {
      code: '02513;ZHIPU;HK',
      referenceCode: 'IPO2026112200003',
      quantity: '2000',
      currencyCode: 'HKD',
      amount: '23456.789',
    },
    advisorOrderPlaced: {
      advisorCode: 'A30001',
      code: '00005;HSBC HOLDINGS;HK',
      referenceCode: 'SO2026112200046',
      quantity: '400',
    },
    planSubscriptionUpdate: { code: 'PLAN-GROWTH', referenceCode: 'PS2026112200002' },
    planAllocationUpdate: { code: 'PLAN-GROWTH', currencyCode: 'USD', amount: '3200' },
    monthlyInvestment: { code: 'PLAN-INCOME', currencyCode: 'HKD', amount: '5000' },
    newDocument: { documentName: 'Monthly statement 2026-10' },
    newPlan: { code: 'PLAN-ESG' },
    riskQuestionnaireExpiring: { code: '2026-12-17' },
    balancesUpdate: { currencyCode: 'USD', balance: '98765.4', holdFundAmount: '1234.5' },
    holdingUpdate: { code: 'HK0000055571', quantity: '152.3471', freezeQuantity: '20' },
    matchedStockOrderUpdate: {
      code: '00700;TENCENT;HK',
      referenceCode: 'FO2026112200012',
      quantity: '1000',
      currencyCode: 'HKD',
      amount: '412600',
    },
  };
  return {
    _id: `n-${type}`,
    type,
    startTime,
    accountCode: 'C10001',
    source: 'gateway',
    status: 'unread',
    ...typical[type],
    ...fields,
  };
}

/** The portal's texts in a language, loaded as the app loads them. */
export async function portalI18n(language: Language = 'en') {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  return translator;
}

/** Renders inside the providers every page has: brand, sessions, texts, Mantine, a router at `path`. */
export async function render(
  children: ReactNode,
  {
    language = 'en',
    session = client,
    brand = getBrand('demo'),
    path = '/notifications',
  }: {
    language?: Language;
    /** null: nobody signed in. */
    session?: SessionFacts | null;
    brand?: BrandConfig;
    path?: string;
  } = {},
): Promise<string> {
  const translator = await portalI18n(language);
  return renderToStaticMarkup(
    <BrandContext value={brand}>
      <SessionContext value={sessionsOf(session ?? undefined)}>
        <I18nContext value={translator}>
          <MantineProvider>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </MantineProvider>
        </I18nContext>
      </SessionContext>
    </BrandContext>,
  );
}

/** The text of markup, tags (and Mantine's style elements) stripped. */
export const textOf = (markup: string) =>
  markup
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
