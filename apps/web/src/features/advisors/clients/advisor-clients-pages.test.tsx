// @vitest-environment jsdom
// The advisor desk's client pages live (React in jsdom, the real api client over a fake network): the search's rows,
// its sorting by heading and its next keyset page, a range refused beside its field with nothing sent, a manager's
// advisor filter, a saved search's name refused beside it; a client's details with its holdings, an adviser's note
// shown as text, the actions hidden from a manager, and the picker without a client.
import { describe, expect, it } from 'vitest';
import type { ClientDetails, ClientSearchPage, ClientSearchRow, NetWorth } from '@portal/contract';
import { click, mount, screen, setUpPageTests, settle, testSession, typeInto } from '../../../app/testing/mount';
import type { Api } from '../../../shared/api/api-client';
import { fakeServer, type Answer } from '../../../shared/api/fake-server';
import { AdvancedSearchPage } from './advanced-search-page';
import { ClientDetailsPage } from './client-details-page';
import type { SessionFacts } from '../../../shared/session/session-store';
import { AdvisorClientsApiContext } from './clients-api';

setUpPageTests();

const advisorSession: SessionFacts = { ...testSession, accountCode: 'A30001', role: 'advisor' };
const managerSession: SessionFacts = { ...testSession, accountCode: 'M40001', role: 'manager' };

function row(accountCode: string, english: string, overrides: Partial<ClientSearchRow> = {}): ClientSearchRow {
  return {
    accountCode,
    source: 'gateway',
    names: { english, chinese: null },
    accountType: 'Individual',
    professionalInvestor: false,
    riskLevel: 'Medium',
    questionnaire: { status: 'valid', expiresAt: '2026-09-01T16:00:00.000Z' },
    totalAssets: '1250000.5',
    valuedAt: '2026-11-25T01:00:00.000Z',
    lastLoginAt: '2026-11-20T02:30:00.000Z',
    advisor: { accountCode: 'A30001', displayName: 'Ng Ka Ho' },
    ...overrides,
  };
}

const firstPage: ClientSearchPage = {
  viewerRole: 'advisor',
  advisors: [{ accountCode: 'A30001', displayName: 'Ng Ka Ho' }],
  reportingCurrency: 'HKD',
  rows: [row('C10001', 'Chan Tai Man'), row('C10002', 'Wong Siu Ling', { lastLoginAt: null })],
  nextCursor: 'page-2',
};

/** The search answered by its cursor: the first page, then one more client. */
const pagedSearch: Answer = (body) => {
  const request = body as { cursor?: string };
  return request.cursor === 'page-2'
    ? { status: 200, body: { ...firstPage, rows: [row('C20001', 'Bravo Client')], nextCursor: null } }
    : { status: 200, body: firstPage };
};

const noSaved = { status: 200, body: { searches: [] } };
const noInstruments = { status: 200, body: { instruments: [] } };

async function renderSearch(
  answers: Record<string, Answer>,
  session = advisorSession,
  path = '/advisors/advancedSearch',
) {
  const server = fakeServer({
    '/api/advisorClient/savedClientSearches': noSaved,
    '/api/advisorClient/bookInstruments': noInstruments,
    ...answers,
  });
  await render(<AdvancedSearchPage />, server.api, session, path, '/advisors/advancedSearch');
  return server;
}

async function render(page: React.ReactNode, api: Api, session = advisorSession, path = '/', route = path) {
  await mount(page, {
    namespaces: ['advisorClients', 'fundResearch', 'wealthPortfolio'],
    session,
    path,
    route,
    wrap: (routed) => <AdvisorClientsApiContext value={api}>{routed}</AdvisorClientsApiContext>,
  });
}

const searchCalls = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((call) => call.path === '/api/advisorClient/searchClients').map((call) => call.body);

describe('the advanced search', () => {
  it('lists the clients with their figures, loads the next page by its cursor and sorts by a heading', async () => {
    const server = await renderSearch({ '/api/advisorClient/searchClients': pagedSearch });
    await settle(() => expect(document.querySelectorAll('[data-testid="client-row"]')).toHaveLength(2));
    const first = document.querySelector('[data-account-code="C10001"]')?.textContent ?? '';
    expect(first).toContain('Chan Tai Man');
    expect(first).toContain('1,250,000.50 HKD');
    expect(first).toContain('Medium');
    expect(document.querySelector('[data-account-code="C10002"]')?.textContent).toContain('Never');
    const link = document.querySelector('[data-account-code="C10001"] a');
    expect(link?.getAttribute('href')).toBe('/advisors/details?accountCode=C10001');
    expect(screen.byTestId('clients-shown').textContent).toBe('Clients shown: 2');

    await click(screen.byTestId('more'));
    await settle(() => expect(document.querySelectorAll('[data-testid="client-row"]')).toHaveLength(3));
    expect(searchCalls(server).at(-1)).toMatchObject({ cursor: 'page-2', criteria: {} });
    expect(screen.byTestId('clients-end').textContent).toBe('That is every client found.');

    await click(screen.byTestId('sort-totalAssets'));
    await settle(() => expect(searchCalls(server).at(-1)).toMatchObject({ criteria: { sortBy: 'totalAssets' } }));
    await settle(() =>
      expect(screen.byTestId('sort-totalAssets').closest('th')?.getAttribute('aria-sort')).toBe('ascending'),
    );
    await click(screen.byTestId('sort-totalAssets'));
    await settle(() =>
      expect(searchCalls(server).at(-1)).toMatchObject({ criteria: { sortBy: 'totalAssets', direction: 'desc' } }),
    );
  });

  it('refuses a maximum below the minimum beside the field and sends nothing until it is right', async () => {
    const server = await renderSearch({ '/api/advisorClient/searchClients': pagedSearch });
    await settle(() => expect(screen.has('client-row')).toBe(true));
    const sent = searchCalls(server).length;
    await click(screen.byTestId('more-criteria'));
    await typeInto(screen.byTestId('filter-totalAssetsMin'), '500000');
    await typeInto(screen.byTestId('filter-totalAssetsMax'), '100000');
    await settle(() => expect(screen.text()).toContain('The maximum is below the minimum'));
    expect((screen.byTestId('search') as HTMLButtonElement).disabled).toBe(true);
    await typeInto(screen.byTestId('filter-totalAssetsMax'), '2000000');
    await click(screen.byTestId('search'));
    await settle(() =>
      expect(searchCalls(server).at(-1)).toMatchObject({
        criteria: { totalAssetsMin: '500000', totalAssetsMax: '2000000' },
      }),
    );
    expect(searchCalls(server).length).toBeGreaterThan(sent);
  });

  it('says so when no client matches', async () => {
    await renderSearch({
      '/api/advisorClient/searchClients': { status: 200, body: { ...firstPage, rows: [], nextCursor: null } },
    });
    await settle(() =>
      expect(screen.byTestId('clients-empty').textContent).toBe('No client of your book matches these criteria.'),
    );
  });

  it('offers a manager the advisors under it, and searches one advisor’s book when chosen', async () => {
    const managerPage = {
      ...firstPage,
      viewerRole: 'manager',
      advisors: [
        { accountCode: 'A30001', displayName: 'Ng Ka Ho' },
        { accountCode: 'A30002', displayName: 'Yip Wai Kit' },
      ],
      nextCursor: null,
    };
    const server = await renderSearch(
      { '/api/advisorClient/searchClients': { status: 200, body: managerPage } },
      managerSession,
      '/advisors/advancedSearch?advisor=A30002',
    );
    await settle(() => expect(screen.has('advisor-filter')).toBe(true));
    expect((screen.byTestId('advisor-filter') as HTMLInputElement).value).toBe('Yip Wai Kit (A30002)');
    expect(searchCalls(server)[0]).toMatchObject({ advisorCode: 'A30002' });
    // Each row names its advisor.
    expect(screen.byTestId('client-table').textContent).toContain('Ng Ka Ho (A30001)');
  });

  it('saves the search under a name, and says beside the name when it is taken', async () => {
    let saves = 0;
    const server = await renderSearch(
      {
        '/api/advisorClient/searchClients': pagedSearch,
        '/api/advisorClient/saveClientSearch': () => {
          saves += 1;
          return {
            status: 409,
            body: {
              code: 'CONFLICT',
              message: 'You have a saved search of that name already.',
              details: { fieldErrors: [{ path: 'name', message: 'You have a saved search of that name already.' }] },
            },
          };
        },
      },
      advisorSession,
      `/advisors/advancedSearch?search=${encodeURIComponent(JSON.stringify({ riskLevels: ['High'] }))}`,
    );
    await settle(() => expect(screen.has('client-row')).toBe(true));
    expect(searchCalls(server)[0]).toMatchObject({ criteria: { riskLevels: ['High'] } });
    await click(screen.byTestId('save-search'));
    await settle(() => expect(screen.has('saved-search-name')).toBe(true));
    await typeInto(screen.byTestId('saved-search-name'), 'High risk');
    await click(screen.byTestId('confirm-save'));
    await settle(() => expect(screen.text()).toContain('You have a saved search of that name already.'));
    expect(saves).toBe(1);
    expect(server.calls.find((call) => call.path === '/api/advisorClient/saveClientSearch')?.body).toEqual({
      name: 'High risk',
      criteria: { riskLevels: ['High'] },
    });
  });
});

const details: ClientDetails = {
  profile: {
    accountCode: 'C10001',
    source: 'gateway',
    displayName: 'Chan Tai Man',
    names: { english: 'Chan Tai Man', chinese: '陳大文' },
    accountType: 'Individual',
    professionalInvestor: false,
    status: 'active',
    email: 'c10001@example.com',
    phone: null,
    createdAt: '2024-03-01T02:00:00.000Z',
    lastLoginAt: '2026-11-20T02:30:00.000Z',
    advisor: { accountCode: 'A30001', displayName: 'Ng Ka Ho' },
  },
  riskLevel: 'Medium',
  questionnaire: { time: '2027-01-09T16:00:00.000Z', expiring: false, expired: false, lastValidDay: '2027-01-09' },
  questionnaires: [
    {
      questionnaireId: 'Q1',
      version: 2,
      riskLevel: 'Medium',
      score: 24,
      maximumScore: 40,
      status: 'approved',
      submittedAt: '2025-01-10T02:00:00.000Z',
      decidedAt: '2025-01-10T02:00:00.000Z',
      expiresAt: '2027-01-09T16:00:00.000Z',
      inForce: true,
    },
  ],
  canActForClient: true,
};

const portfolio: NetWorth = {
  reportingCurrency: 'HKD',
  asOf: '2026-11-25T02:00:00.000Z',
  rateTime: '2026-11-25T02:00:00.000Z',
  netWorth: '150000.00',
  holdings: [
    {
      holdingId: 'fund:F0001',
      area: 'fund',
      names: { en: 'Asia Growth Fund', 'zh-HK': '亞洲增長基金', 'zh-CN': '亚洲增长基金' },
      category: 'fund',
      market: 'asiaPacific',
      riskLevel: 'Medium',
      currency: 'HKD',
      quantity: '1000',
      value: '150000.00',
      valueReporting: '150000.00',
      valuedAt: '2026-11-25T02:00:00.000Z',
    },
  ],
  allocation: {
    byCategory: [{ key: 'fund', value: '150000.00', percent: '100.00' }],
    byCurrency: [{ key: 'HKD', value: '150000.00', percent: '100.00' }],
    byMarket: [{ key: 'asiaPacific', value: '150000.00', percent: '100.00' }],
    byRiskLevel: [{ key: 'Medium', value: '150000.00', percent: '100.00' }],
  },
};

const note = {
  noteId: 'N1',
  text: 'Prefers <b>income</b> funds.\nCall on Mondays.',
  author: { accountCode: 'A30001', displayName: 'Ng Ka Ho' },
  createdAt: '2026-11-24T03:00:00.000Z',
  editedAt: null,
  own: true,
};

function detailsAnswers(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    '/api/advisorClient/clientDetails': { status: 200, body: details },
    '/api/advisorClient/clientPortfolio': { status: 200, body: portfolio },
    '/api/advisorClient/clientActivity': { status: 200, body: { orders: [], cash: [] } },
    '/api/advisorClient/clientNotes': { status: 200, body: { notes: [note], nextCursor: null } },
    ...overrides,
  };
}

describe('a client’s details', () => {
  it('shows the record, the risk profile, the holdings and the notes as plain text, with the two actions', async () => {
    const server = fakeServer(detailsAnswers());
    await render(
      <ClientDetailsPage />,
      server.api,
      advisorSession,
      '/advisors/details?accountCode=C10001',
      '/advisors/details',
    );
    await settle(() => expect(screen.has('client-holdings')).toBe(true));
    expect(document.querySelector('h1')?.textContent).toBe('Chan Tai Man (C10001)');
    expect(screen.byTestId('client-profile').textContent).toContain('陳大文');
    expect(screen.byTestId('questionnaire-standing').textContent).toBe('Questionnaire valid until 2027-01-09');
    expect(screen.byTestId('client-net-worth').textContent).toBe('Total 150,000.00 HKD');
    expect(screen.byTestId('portfolio-holdings').textContent).toContain('Asia Growth Fund');
    await settle(() => expect(screen.has('note-text')).toBe(true));
    const text = screen.byTestId('note-text');
    expect(text.textContent).toBe('Prefers <b>income</b> funds.\nCall on Mondays.');
    expect(text.querySelector('b')).toBeNull();
    expect(screen.has('open-client-session')).toBe(true);
    expect(screen.has('place-order-for-client')).toBe(true);
    expect(screen.text()).toContain('No order yet.');
  });

  it('adds a note, refusing an empty one beside the field without sending it', async () => {
    let added: unknown;
    const server = fakeServer(
      detailsAnswers({
        '/api/advisorClient/addClientNote': (body) => {
          added = body;
          return { status: 200, body: { ...note, noteId: 'N2', text: 'Called.' } };
        },
      }),
    );
    await render(
      <ClientDetailsPage />,
      server.api,
      advisorSession,
      '/advisors/details?accountCode=C10001',
      '/advisors/details',
    );
    await settle(() => expect(screen.has('add-note')).toBe(true));
    await click(screen.byTestId('add-note'));
    await settle(() => expect(screen.text()).toContain('Write the note first'));
    expect(added).toBeUndefined();
    await typeInto(screen.byTestId('new-note'), 'Called.');
    await click(screen.byTestId('add-note'));
    await settle(() => expect(added).toEqual({ accountCode: 'C10001', text: 'Called.' }));
  });

  it('hides the two actions from a manager, and the edit of another’s note', async () => {
    const server = fakeServer(
      detailsAnswers({
        '/api/advisorClient/clientDetails': { status: 200, body: { ...details, canActForClient: false } },
        '/api/advisorClient/clientNotes': { status: 200, body: { notes: [{ ...note, own: false }], nextCursor: null } },
      }),
    );
    await render(
      <ClientDetailsPage />,
      server.api,
      managerSession,
      '/advisors/details?accountCode=C10001',
      '/advisors/details',
    );
    await settle(() => expect(screen.has('note-text')).toBe(true));
    expect(screen.has('open-client-session')).toBe(false);
    expect(screen.has('place-order-for-client')).toBe(false);
    expect(screen.has('edit-note')).toBe(false);
  });

  it('says a client outside the book is not there, and offers a picker without a client', async () => {
    const missing = fakeServer({
      '/api/advisorClient/clientDetails': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No such client in your book.' },
      },
    });
    await render(
      <ClientDetailsPage />,
      missing.api,
      advisorSession,
      '/advisors/details?accountCode=C10005',
      '/advisors/details',
    );
    await settle(() =>
      expect(screen.byTestId('client-not-found').textContent).toBe('There is no such client in your book.'),
    );

    const picker = fakeServer({
      '/api/advisorClient/searchClients': { status: 200, body: { ...firstPage, nextCursor: null } },
    });
    await render(<ClientDetailsPage />, picker.api, advisorSession, '/advisors/details', '/advisors/details');
    await typeInto(screen.byTestId('client-picker'), 'C100');
    await settle(() => expect(screen.has('picked-clients')).toBe(true), 4000);
    expect(screen.byTestId('picked-clients').textContent).toContain('Chan Tai Man (C10001)');
  });
});
