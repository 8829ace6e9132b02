// @vitest-environment jsdom
// A portfolio's holdings live (React in jsdom, Mantine): a table with every column on a wide screen, and on a phone a
// card per holding (name, asset class, value in the reporting currency, share) with no table to scroll sideways.
import { MantineProvider } from '@mantine/core';
import type { PortfolioHolding } from '@portal/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { phoneQuery } from '../history-list/history-list';
import { createTranslator } from '../i18n/translator';
import { I18nContext } from '../i18n/use-translation';
import { stubBrowser, whileMediaMatches } from '../testing/stub-browser';
import { wealthPortfolioEnglish } from './i18n';
import { holdingShares, PortfolioHoldingsTable } from './portfolio-holdings-table';

beforeAll(stubBrowser);

const unmounts: (() => void)[] = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

const names = (en: string) => ({ en, 'zh-HK': '', 'zh-CN': '' });

const holdings: readonly PortfolioHolding[] = [
  {
    holdingId: 'other:AH-DEMO-C10001-FLAT',
    area: 'other',
    names: names('Flat in Taikoo Shing'),
    category: 'realEstate',
    market: 'other',
    riskLevel: 'None',
    currency: 'HKD',
    quantity: '1',
    value: '7500000.00',
    valueReporting: '7500000.00',
    valuedAt: '2026-11-20T02:00:00.000Z',
  },
  {
    holdingId: 'fund:F0001',
    area: 'fund',
    names: names('Asia Growth Fund'),
    category: 'fund',
    market: 'asia',
    riskLevel: 'Medium',
    currency: 'USD',
    quantity: '1200.5',
    value: '300000.00',
    valueReporting: '2340000.00',
    valuedAt: '2026-11-24T08:00:00.000Z',
  },
  {
    holdingId: 'cash:HKD',
    area: 'cash',
    names: names('HKD cash'),
    category: 'cash',
    market: 'cash',
    riskLevel: 'None',
    currency: 'HKD',
    quantity: '160000.00',
    value: '160000.00',
    valueReporting: '160000.00',
    valuedAt: '2026-11-25T01:00:00.000Z',
  },
];

async function mountHoldings(): Promise<HTMLElement> {
  const translator = createTranslator(
    { wealthPortfolio: wealthPortfolioEnglish, fundResearch: {} },
    'en',
    async () => ({}),
  );
  await translator.ready;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nContext value={translator}>
        <MantineProvider>
          <PortfolioHoldingsTable holdings={holdings} currency="HKD" />
        </MantineProvider>
      </I18nContext>,
    ),
  );
  unmounts.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

const holdingIds = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="portfolio-holding"]')].map((row) =>
    row.getAttribute('data-holding-id'),
  );

describe('a portfolio’s holdings', () => {
  it('gives each holding its share of the total in the reporting currency, and none of a zero total', () => {
    // 7,500,000 + 2,340,000 + 160,000 = 10,000,000.
    expect([...holdingShares(holdings).values()]).toEqual(['75.00%', '23.40%', '1.60%']);
    const nothing = holdings.map((holding) => ({ ...holding, valueReporting: '0.00' }));
    expect([...holdingShares(nothing).values()]).toEqual(['', '', '']);
  });

  it('is a table with every column on a wide screen', async () => {
    const container = await mountHoldings();
    const table = container.querySelector('table[data-testid="portfolio-holdings"]');
    expect(table).not.toBeNull();
    expect([...container.querySelectorAll('th')].map((heading) => heading.textContent)).toEqual([
      'Holding',
      'Category',
      'Market',
      'Risk',
      'Quantity',
      'Value',
      'Value (HKD)',
      'Share',
    ]);
    expect(holdingIds(container)).toEqual(['other:AH-DEMO-C10001-FLAT', 'fund:F0001', 'cash:HKD']);
    const fund = container.querySelector('[data-holding-id="fund:F0001"]');
    expect([...(fund?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual([
      'Asia Growth Fund',
      'Funds',
      expect.any(String),
      'Medium',
      '1,200.5',
      '300,000.00 USD',
      '2,340,000.00 HKD',
      '23.40%',
    ]);
  });

  it('is a card per holding on a phone: name, category, value in the reporting currency and share, no table', async () => {
    await whileMediaMatches(phoneQuery, async () => {
      const container = await mountHoldings();
      expect(container.querySelector('table')).toBeNull();
      const cards = container.querySelector('[data-testid="portfolio-holdings"]');
      expect(cards?.children).toHaveLength(3);
      expect(holdingIds(container)).toEqual(['other:AH-DEMO-C10001-FLAT', 'fund:F0001', 'cash:HKD']);
      const flat = container.querySelector('[data-holding-id="other:AH-DEMO-C10001-FLAT"]');
      expect(flat?.textContent).toBe('Flat in Taikoo Shing7,500,000.00 HKDReal estateShare 75.00%');
      expect(flat?.querySelector('[data-testid="holding-share"]')?.textContent).toBe('75.00%');
      expect(flat?.querySelector('[data-testid="holding-value-reporting"]')?.textContent).toBe('7,500,000.00 HKD');
      // Only what a phone has room for: no market, risk, quantity or value in the holding's own currency.
      const fund = container.querySelector('[data-holding-id="fund:F0001"]');
      expect(fund?.textContent).not.toContain('USD');
      expect(fund?.textContent).not.toContain('Medium');
    });
  });
});
