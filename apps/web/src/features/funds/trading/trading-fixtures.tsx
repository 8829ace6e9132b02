/* Test fixtures of the fund trading pages: a fake server behind the real api client, realistic terms, orders and a
 * portfolio, and a render inside the providers every page has. */
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { FundOrder, FundPortfolio, FundTradeTerms } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import type { BrandConfig } from '@portal/contract/brands';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../../../app/i18n-resources';
import { allEnglishTexts } from '../../../app/i18n-resources-all';
import { BrandContext } from '../../../shared/brand/brand-context';
import { createTranslator } from '../../../shared/i18n/translator';
import { I18nContext } from '../../../shared/i18n/use-translation';
import { PreferencesContext } from '../../../shared/preferences/preferences-context';
import { createPreferencesStore } from '../../../shared/preferences/preferences-store';
import { SessionContext } from '../../../shared/session/session-context';
import { createSessionStore, withLogin } from '../../../shared/session/session-store';
import type { SessionFacts } from '../../../shared/session/session-store';
import { createExpiringStorage } from '../../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../../shared/storage/memory-storage';

export { fakeServer } from '../../../shared/api/fake-server';
export type { Answer, RecordedCall } from '../../../shared/api/fake-server';

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
export const account = { accountCode: 'C10001', source: 'gateway' } as const;

const names = (en: string, hk: string, cn: string) => ({ en, 'zh-HK': hk, 'zh-CN': cn });

/** A USD fund of medium risk; the client (risk Medium) holds 120.5 units and has HKD, USD and CNY cash. */
export function termsOf(change: Partial<FundTradeTerms> = {}): FundTradeTerms {
  return {
    fundId: 'F0001',
    fundNames: names('Global Equity Fund', '環球股票基金', '环球股票基金'),
    fundCurrency: 'USD',
    latestNav: '12.3456',
    latestNavDate: '2026-11-20',
    riskLevel: 'Medium',
    clientRiskLevel: 'Medium',
    professionalOnly: false,
    isProfessionalInvestor: false,
    suspended: false,
    minimumSubscription: '1000',
    subscriptionFeePercent: '1.5',
    redemptionFeePercent: '0.5',
    unitDecimals: 4,
    currencyPrecision: 2,
    cutOffTime: '16:00',
    orderDate: '2026-11-23',
    cutOffAt: '2026-11-23T08:00:00.000Z',
    dealingDate: '2026-11-24',
    settlementDate: '2026-11-27',
    cash: [
      { currency: 'HKD', available: '1000000', onHold: '0', fxRate: '0.128', precision: 2 },
      { currency: 'USD', available: '50000', onHold: '0', fxRate: '1', precision: 2 },
      { currency: 'CNY', available: '200000', onHold: '0', fxRate: '0.14', precision: 2 },
    ],
    fxRateTime: '2026-11-23T02:00:00.000Z',
    holding: { availableUnits: '120.5', onHoldUnits: '0' },
    ...change,
  };
}

export function orderOf(change: Partial<FundOrder> = {}): FundOrder {
  return {
    orderId: 'FO000001',
    clientReference: 'ref-00000001',
    accountCode: 'C10001',
    fundId: 'F0001',
    fundNames: names('Global Equity Fund', '環球股票基金', '环球股票基金'),
    fundCurrency: 'USD',
    kind: 'subscription',
    type: 'S',
    direction: 'I',
    basis: 'amount',
    switchId: null,
    status: 'pending',
    amount: '1280',
    units: null,
    payCurrency: 'HKD',
    payAmount: '10000',
    fxRate: '0.128',
    feePercent: '1.5',
    fee: null,
    netAmount: null,
    nav: null,
    placedAt: '2026-11-23T02:00:00.000Z',
    orderDate: '2026-11-23',
    cutOffAt: '2026-11-23T08:00:00.000Z',
    dealingDate: '2026-11-24',
    settlementDate: '2026-11-27',
    updatedAt: '2026-11-23T02:00:00.000Z',
    cancellable: true,
    ...change,
  };
}

export function portfolioOf(change: Partial<FundPortfolio> = {}): FundPortfolio {
  return {
    reportingCurrency: 'HKD',
    asOf: '2026-11-23T02:00:00.000Z',
    rateTime: '2026-11-23T02:00:00.000Z',
    totals: {
      marketValue: '20000.5',
      cost: '19000',
      unrealisedProfit: '1000.5',
      returnPercent: '5.27',
      cash: '1500000',
      dividendsReceived: '320.4',
    },
    holdings: [
      {
        fundId: 'F0001',
        fundNames: names('Global Equity Fund', '環球股票基金', '环球股票基金'),
        currency: 'USD',
        assetClass: 'equity',
        region: 'global',
        riskLevel: 'Medium',
        availableUnits: '100',
        onHoldUnits: '20.5',
        units: '120.5',
        averageCost: '11.5',
        cost: '1385.75',
        nav: '12.3456',
        navDate: '2026-11-20',
        dayChangePercent: '-1.25',
        marketValue: '1487.64',
        unrealisedProfit: '101.89',
        returnPercent: '7.35',
        marketValueReporting: '11622.19',
        costReporting: '10826.17',
        unrealisedProfitReporting: '796.02',
        dividendsReceived: '0',
      },
      {
        fundId: 'F0002',
        fundNames: names('Asia Bond Fund', '亞洲債券基金', '亚洲债券基金'),
        currency: 'HKD',
        assetClass: 'fixedIncome',
        region: 'asiaPacific',
        riskLevel: 'Low',
        availableUnits: '800',
        onHoldUnits: '0',
        units: '800',
        averageCost: '10.5',
        cost: '8400',
        nav: '10.4730',
        navDate: '2026-11-20',
        dayChangePercent: '0.30',
        marketValue: '8378.4',
        unrealisedProfit: '-21.6',
        returnPercent: '-0.26',
        marketValueReporting: '8378.4',
        costReporting: '8400',
        unrealisedProfitReporting: '-21.6',
        dividendsReceived: '320.4',
      },
    ],
    allocation: {
      byAssetClass: [
        { key: 'equity', value: '11622.19', percent: '58.11' },
        { key: 'fixedIncome', value: '8378.4', percent: '41.89' },
      ],
      byRegion: [
        { key: 'global', value: '11622.19', percent: '58.11' },
        { key: 'asiaPacific', value: '8378.4', percent: '41.89' },
      ],
      byCurrency: [
        { key: 'USD', value: '11622.19', percent: '58.11' },
        { key: 'HKD', value: '8378.4', percent: '41.89' },
      ],
    },
    cash: [
      { currency: 'HKD', available: '990000', onHold: '10000' },
      { currency: 'USD', available: '50000', onHold: '0' },
    ],
    ...change,
  };
}

export async function portalI18n(language: Language = 'en') {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  return translator;
}

/**
 * Renders inside the providers every page has: brand, sessions, preferences, texts, Mantine, a router at `path`
 * (with `route` as the pattern when the page reads route parameters).
 */
export async function render(
  children: ReactNode,
  {
    language = 'en',
    brand = getBrand('demo'),
    path = '/funds/dashboard',
    route,
  }: { language?: Language; brand?: BrandConfig; path?: string; route?: string } = {},
): Promise<string> {
  const translator = await portalI18n(language);
  const sessions = createSessionStore(createExpiringStorage(new MemoryStorage()));
  sessions.update((state) => withLogin(state, client));
  const preferences = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
  return renderToStaticMarkup(
    <BrandContext value={brand}>
      <SessionContext value={sessions}>
        <PreferencesContext value={preferences}>
          <I18nContext value={translator}>
            <MantineProvider>
              <MemoryRouter initialEntries={[path]}>
                {route ? (
                  <Routes>
                    <Route path={route} element={children} />
                  </Routes>
                ) : (
                  children
                )}
              </MemoryRouter>
            </MantineProvider>
          </I18nContext>
        </PreferencesContext>
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
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
