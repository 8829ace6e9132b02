// @vitest-environment jsdom
// The client's audit trail on its settings page live (React in jsdom, the app's api over a stubbed network): its
// entries in words with the order's link, "load more", the empty and failed states, a card per entry on a phone, and
// the same entries in Traditional Chinese (issue 28 part 6, ADR 059).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditTrailEntry } from '@portal/contract';
import { byTestId, click, mount, settle, setUpPageTests } from '../../../app/testing/mount';
import { fakeFetch, keysetPages } from '../../../shared/api/fake-server';
import { queryClient } from '../../../shared/api/query-client';
import type { Answer } from '../../../shared/api/fake-server';
import { phoneQuery } from '../../../shared/history-list/history-list';
import { whileMediaMatches } from '../../../shared/testing/stub-browser';
import { AuditTrailSection } from './audit-trail-section';

setUpPageTests();
afterEach(() => vi.unstubAllGlobals());

const advisor = { accountCode: 'A30001', displayName: 'Ng Ka Ho', role: 'advisor' } as const;
const fundNames = { en: 'Asia Bond Fund', 'zh-HK': '亞洲債券基金', 'zh-CN': '亚洲债券基金' };

const opened: AuditTrailEntry = {
  entryId: 'E1',
  time: '2026-11-20T02:00:00.000Z',
  action: 'adviseeSessionOpened',
  actor: advisor,
  session: '3F2A9C01',
  subject: null,
  before: null,
  after: null,
};
const subscribed: AuditTrailEntry = {
  ...opened,
  entryId: 'E2',
  time: '2026-11-20T02:05:00.000Z',
  action: 'orderPlaced',
  subject: 'FO20261120000001',
  after: {
    market: 'fund',
    orderKind: 'subscription',
    instrument: 'F0004',
    instrumentNames: fundNames,
    side: 'B',
    amount: '12000',
    currency: 'HKD',
  },
};
const amended: AuditTrailEntry = {
  ...opened,
  entryId: 'E3',
  time: '2026-11-20T02:06:00.000Z',
  action: 'orderAmended',
  subject: 'SO1234',
  before: { market: 'stock', instrument: '00700', side: 'B', price: '380', currency: 'HKD' },
  after: { market: 'stock', instrument: '00700', side: 'B', price: '385.2', currency: 'HKD' },
};
const closed: AuditTrailEntry = {
  ...opened,
  entryId: 'E4',
  time: '2026-11-20T02:10:00.000Z',
  action: 'adviseeSessionClosed',
  after: { endReason: 'advisorLogout' },
};
/** An admin's decision on the client's request (the back office's desk). */
const decided: AuditTrailEntry = {
  entryId: 'E5',
  time: '2026-11-20T03:00:00.000Z',
  action: 'requestDecided',
  actor: { accountCode: 'ADMIN01', displayName: 'Portal Administrator', role: 'admin' },
  session: 'AB12CD34',
  subject: 'DR0001',
  before: { request: 'deposit', amount: '5000', currency: 'HKD', status: 'pending' },
  after: { request: 'deposit', amount: '5000', currency: 'HKD', decision: 'accept', status: 'accept' },
};
/** Newest first, as the server answers. */
const entries = [decided, closed, amended, subscribed, opened];

function stubServer(answer: Answer = keysetPages('entries', entries)) {
  const network = fakeFetch({ '/api/auditTrail/listAuditTrail': answer });
  vi.stubGlobal('fetch', network.fetch);
  return network.calls;
}

const account = { accountCode: 'C10001', source: 'gateway' } as const;
const mountSection = (language: 'en' | 'zh-HK' = 'en') =>
  mount(<AuditTrailSection account={account} />, { namespaces: ['auditTrail'], path: '/users/setting', language });

const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid="audit-entry"]')];

describe("the settings page's activity by your advisor", () => {
  it('says in words who did what and when, in which session, with the terms, the change and the order’s page', async () => {
    const calls = stubServer();
    const page = await mountSection();
    await settle(() => expect(rows(page.container)).toHaveLength(5));
    expect(calls[0]?.body).toMatchObject({ accountCode: 'C10001', source: 'gateway', pageSize: 20 });
    expect(page.container.querySelector('h2')?.textContent).toBe('Activity on your account');
    const headers = [...page.container.querySelectorAll('th')].map((header) => header.textContent);
    expect(headers).toEqual(['When', 'Who', 'What', 'Details']);
    const [staff, end, change, order, start] = rows(page.container).map((row) => row.textContent ?? '');
    expect(start).toContain('2026-11-20 10:00am');
    expect(start).toContain('Ng Ka Ho (A30001)');
    expect(start).toContain('Advisor');
    expect(start).toContain('Opened a session as you');
    expect(start).toContain('Session 3F2A9C01');
    expect(order).toContain('Placed an order');
    expect(order).toContain('Fund subscription: Asia Bond Fund (F0004)');
    expect(order).toContain('Amount 12,000.00 HKD');
    expect(order).toContain('Order FO20261120000001');
    expect(change).toContain('Changed an order');
    expect(change).toContain('Buy 00700');
    expect(change).toContain('Price: 380 HKD → 385.2 HKD');
    expect(end).toContain('Session ended');
    expect(end).toContain('Your advisor logged out');
    expect(staff).toContain('Portal Administrator (ADMIN01)');
    expect(staff).toContain('Portal staff');
    expect(staff).toContain('Decided on your request');
    expect(staff).toContain('Deposit accepted');
    expect(staff).toContain('Amount 5,000.00 HKD');
    expect(staff).toContain('Reference DR0001');
    const links = [...page.container.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['See it in your stock orders', '/stocks/history'],
      ['See it in your fund orders', '/funds/history'],
    ]);
    expect(byTestId(page.container, 'audit-trail-end').textContent).toBe('That is all the activity on your account.');
  });

  it('reads the next page after the cursor the last one gave, by "load more"', async () => {
    const many = Array.from({ length: 23 }, (_, index) => ({ ...opened, entryId: `M${String(index)}` }));
    const calls = stubServer(keysetPages('entries', many));
    const page = await mountSection();
    await settle(() => expect(rows(page.container)).toHaveLength(20));
    await click(byTestId(page.container, 'audit-trail-more'));
    await settle(() => expect(rows(page.container)).toHaveLength(23));
    expect(calls.map((call) => (call.body as { cursor?: string }).cursor)).toEqual([undefined, '20']);
  });

  it('says so when no one has acted on the account, and offers a retry when the trail cannot be read', async () => {
    stubServer(keysetPages('entries', []));
    const empty = await mountSection();
    await settle(() =>
      expect(byTestId(empty.container, 'audit-trail-empty').textContent).toBe(
        "Neither your advisor nor the portal's staff has acted on your account.",
      ),
    );
    empty.unmount();
    queryClient.clear();
    stubServer({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } });
    const failed = await mountSection();
    await settle(() => expect(failed.container.textContent).toContain('The activity could not be loaded.'));
    expect(failed.container.querySelector('button')?.textContent).toBe('Try again');
  });

  it('shows a card per entry on a phone, each with its action, time, who and session', async () => {
    await whileMediaMatches(phoneQuery, async () => {
      stubServer();
      const page = await mountSection();
      await settle(() => expect(rows(page.container)).toHaveLength(5));
      expect(page.container.querySelector('table')).toBeNull();
      const card = page.container.querySelector<HTMLElement>('[data-subject="FO20261120000001"]');
      expect(card?.textContent).toContain('Placed an order');
      expect(card?.textContent).toContain('2026-11-20 10:05am');
      expect(card?.textContent).toContain('Ng Ka Ho (A30001)');
      expect(card?.textContent).toContain('Session 3F2A9C01');
      expect(card?.querySelector('a')?.getAttribute('href')).toBe('/funds/history');
    });
  });

  it('says the same in Traditional Chinese, the fund by its Chinese name', async () => {
    stubServer();
    const page = await mountSection('zh-HK');
    await settle(() => expect(rows(page.container)).toHaveLength(5));
    expect(page.container.querySelector('h2')?.textContent).toBe('您帳戶上的操作紀錄');
    const [staff, end, change, order, start] = rows(page.container).map((row) => row.textContent ?? '');
    expect(start).toContain('以您身份登入');
    expect(start).toContain('顧問');
    expect(start).toContain('登入階段 3F2A9C01');
    expect(order).toContain('代您落盤');
    expect(order).toContain('認購基金：亞洲債券基金 (F0004)');
    expect(order).toContain('金額 12,000.00 HKD');
    expect(change).toContain('價格：380 HKD → 385.2 HKD');
    expect(end).toContain('您的顧問已登出');
    expect(staff).toContain('平台職員');
    expect(staff).toContain('存款已接納');
  });
});
