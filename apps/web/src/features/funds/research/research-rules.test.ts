import { describe, expect, it } from 'vitest';
import { createExpiringStorage } from '../../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../../shared/storage/memory-storage';
import { createCompareSelection, fundIdsFromParam, selectedFundIdsKey } from './compare-selection';
import { latestChangePercent } from './price-change';
import { rebased } from './rebase';
import { defaultFilters, filtersFromParams, paramsOfFilters, searchInput } from './search-filters';
import { filtersOfAnswers, riskLevelsUpTo } from './selector-answers';

describe('the fund search address', () => {
  it('reads filters, sorting and the page, dropping unknown values', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'regions=japan,atlantis,japan&riskLevels=High&currencies=USD,usd,XX&q=%20bond%20&period=3years&sort=performance&dir=desc&page=3',
      ),
    );
    expect(filters).toMatchObject({
      regions: ['japan'],
      riskLevels: ['High'],
      currencies: ['USD'],
      text: 'bond',
      performancePeriod: '3years',
      sortBy: 'performance',
      direction: 'desc',
      pageIndex: 2,
    });
  });

  it('never sorts by performance without a period, and a bad page is the first', () => {
    const filters = filtersFromParams(new URLSearchParams('period=none&sort=performance&page=-4'));
    expect(filters.sortBy).toBe('name');
    expect(filters.pageIndex).toBe(0);
    expect(filtersFromParams(new URLSearchParams('page=1.5')).pageIndex).toBe(0);
  });

  it('writes back only what differs from the defaults, and reads back the same', () => {
    expect(paramsOfFilters(defaultFilters).toString()).toBe('');
    const filters = { ...defaultFilters, categories: ['bond', 'equity'] as const, pageIndex: 1, text: 'Asia' };
    const params = paramsOfFilters(filters);
    expect(params.toString()).toBe('categories=bond%2Cequity&q=Asia&page=2');
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('asks the server for a page of 20 in the reader’s language, without an empty text', () => {
    const input = searchInput(defaultFilters, 'zh-HK');
    expect(input).toMatchObject({ language: 'zh-HK', pageSize: 20, pageIndex: 0, sortBy: 'name' });
    expect(input).not.toHaveProperty('text');
  });
});

describe('the compare selection', () => {
  it('keeps at most four funds for 90 days and refuses a fifth', () => {
    const memory = new MemoryStorage();
    let now = 1_000;
    const storage = createExpiringStorage(memory, () => now);
    const selection = createCompareSelection(storage);
    for (const id of ['F0001', 'F0002', 'F0003', 'F0004']) expect(selection.toggle(id)).toBe(true);
    expect(selection.toggle('F0005')).toBe(false);
    expect(selection.getSnapshot()).toEqual(['F0001', 'F0002', 'F0003', 'F0004']);
    expect(selection.toggle('F0002')).toBe(true);
    expect(selection.getSnapshot()).toEqual(['F0001', 'F0003', 'F0004']);
    // Another page load reads them back until the 90 days are over.
    now += 90 * 86_400_000 - 1;
    expect(createCompareSelection(storage).getSnapshot()).toEqual(['F0001', 'F0003', 'F0004']);
    now += 1;
    expect(createCompareSelection(storage).getSnapshot()).toEqual([]);
    expect(memory.getItem(`portal:${selectedFundIdsKey}`)).toBeNull();
  });

  it('reads ids from the address without repeats, odd characters or more than four', () => {
    expect(fundIdsFromParam('F0001,F0001, F0002,<script>,F0003,F0004,F0005')).toEqual([
      'F0001',
      'F0002',
      'F0003',
      'F0004',
    ]);
    expect(fundIdsFromParam(null)).toEqual([]);
  });
});

describe('rebasing NAVs to 100', () => {
  it('divides exactly and rounds half-up to four decimals', () => {
    expect(
      rebased([
        { date: '2025-01-01', nav: '3' },
        { date: '2025-01-02', nav: '4' },
        { date: '2025-01-03', nav: '3.3' },
      ]),
    ).toEqual([
      { date: '2025-01-01', value: '100' },
      { date: '2025-01-02', value: '133.3333' },
      { date: '2025-01-03', value: '110' },
    ]);
    expect(rebased([])).toEqual([]);
    expect(rebased([{ date: '2025-01-01', nav: '0' }])).toEqual([]);
  });
});

describe('the latest NAV change', () => {
  it('is the percent change from the previous NAV with two decimals, null without one', () => {
    expect(latestChangePercent([{ nav: '10' }, { nav: '10.1' }])).toBe('1.00');
    expect(latestChangePercent([{ nav: '3' }, { nav: '2.9' }])).toBe('-3.33');
    expect(latestChangePercent([{ nav: '0.1' }, { nav: '0.3' }])).toBe('200.00');
    expect(latestChangePercent([{ nav: '10' }])).toBeNull();
  });
});

describe('the fund selector', () => {
  it('turns a goal and a risk ceiling into categories and every level up to it', () => {
    expect(riskLevelsUpTo('Medium')).toEqual(['None', 'Low', 'LowToMedium', 'Medium']);
    const filters = filtersOfAnswers({ goal: 'preserve', maximumRisk: 'Low', regions: ['hongKong'], currencies: [] });
    expect(filters).toMatchObject({
      categories: ['moneyMarket', 'bond'],
      riskLevels: ['None', 'Low'],
      regions: ['hongKong'],
      currencies: [],
      sortBy: 'performance',
      direction: 'desc',
      performancePeriod: '1year',
    });
  });
});
