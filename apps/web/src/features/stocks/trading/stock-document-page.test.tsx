// @vitest-environment jsdom
// The stock documents page live: the list by kind with download links, the kind and date filters sent to the
// server, loading, empty and error states, in English and Traditional Chinese (React in jsdom, a fake network).
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { AccountDocument } from '@portal/contract';
import { fakeServer } from '../../../shared/api/fake-server';
import type { Mounted } from '../market/market-fixtures';
import { byTestId, click, fakeLiveQuotes, mount, settle, typeInto, setUpPageTests } from '../market/market-fixtures';
import { StockDocumentPage, StockDocumentView, noStockDocumentFilters } from './stock-document-page';

let mounted: Mounted | undefined;
setUpPageTests();

const note: AccountDocument = {
  documentId: 'stockDaily:C10001:gateway:2026-11-24',
  accountCode: 'C10001',
  kind: 'dailyStatement',
  name: 'C10001-contract-note-2026-11-24.pdf',
  date: '2026-11-24',
  periodStart: '2026-11-24',
  periodEnd: '2026-11-24',
  createdAt: '2026-11-24T16:00:00.000Z',
  url: '/api/stockDocument/file/stockDaily:C10001:gateway:2026-11-24',
};
const statement: AccountDocument = {
  ...note,
  documentId: 'stockMonthly:C10001:gateway:2026-10',
  kind: 'monthlyStatement',
  name: 'C10001-stock-statement-2026-10.pdf',
  date: '2026-10-31',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  url: '/api/stockDocument/file/stockMonthly:C10001:gateway:2026-10',
};

const mountPage = (api: ReturnType<typeof fakeServer>['api'], language: 'en' | 'zh-HK' = 'en') =>
  mount(<StockDocumentPage />, {
    api,
    live: fakeLiveQuotes().useQuotes,
    language,
    path: '/stocks/document',
    route: '/stocks/document',
    namespaces: ['stockTrading', 'ticket'],
  });

describe('the stock documents page', () => {
  it('lists contract notes and statements with download links; the filters go to the server', async () => {
    const server = fakeServer({
      '/api/stockDocument/stockDocuments': (body) => {
        const kinds = (body as { kinds?: string[] }).kinds ?? [];
        const documents = [note, statement].filter((document) => kinds.length === 0 || kinds.includes(document.kind));
        return { status: 200, body: { documents } };
      },
    });
    mounted = await mountPage(server.api);
    const { container } = mounted;
    await settle(() => expect(container.querySelectorAll('[data-testid="document-row"]')).toHaveLength(2));
    expect(mounted.text()).toContain('Contract notes and statements');
    const rows = [...container.querySelectorAll<HTMLElement>('[data-testid="document-row"]')];
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026-11-24C10001-contract-note-2026-11-24.pdfDaily contract note2026-11-24Download PDF',
      '2026-10-31C10001-stock-statement-2026-10.pdfMonthly statement2026-10-01 – 2026-10-31Download PDF',
    ]);
    const link = byTestId(rows[0] ?? container, 'document-download');
    expect(link.getAttribute('href')).toBe('/api/stockDocument/file/stockDaily:C10001:gateway:2026-11-24');
    expect(link.getAttribute('download')).toBe('C10001-contract-note-2026-11-24.pdf');
    // Named by its document, not only 'Download PDF', so that a screen reader tells the rows apart.
    expect(link.getAttribute('aria-label')).toBe('Download PDF C10001-contract-note-2026-11-24.pdf');
    expect(server.calls.at(-1)?.body).toEqual({ accountCode: 'C10001', source: 'gateway', kinds: [] });

    const kind = byTestId(container, 'document-kind') as HTMLSelectElement;
    await act(async () => {
      kind.value = 'monthlyStatement';
      kind.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle(() => expect(container.querySelectorAll('[data-testid="document-row"]')).toHaveLength(1));
    expect(container.querySelector('[data-testid="document-row"]')?.getAttribute('data-kind')).toBe('monthlyStatement');
    await typeInto(byTestId(container, 'document-from') as HTMLInputElement, '2026-10-01');
    await settle(() =>
      expect(server.calls.at(-1)?.body).toEqual({
        accountCode: 'C10001',
        source: 'gateway',
        kinds: ['monthlyStatement'],
        fromDate: '2026-10-01',
      }),
    );
  });

  it('says so when there is nothing, in Traditional Chinese', async () => {
    const server = fakeServer({ '/api/stockDocument/stockDocuments': { status: 200, body: { documents: [] } } });
    mounted = await mountPage(server.api, 'zh-HK');
    const { container } = mounted;
    await settle(() => expect(byTestId(container, 'documents-empty')).toBeTruthy());
    expect(mounted.text()).toContain('成交單據及結單');
    expect(byTestId(container, 'documents-empty').textContent).toBe(
      '沒有相符的成交單據或結單。閣下的訂單成交當日會有成交單據。',
    );
    expect((byTestId(container, 'document-kind') as HTMLSelectElement).options[1]?.textContent).toBe('每日成交單據');
  });

  it('shows loading, then an error with a retry that loads the list', async () => {
    let fail = true;
    const server = fakeServer({
      '/api/stockDocument/stockDocuments': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'Down' } }
          : { status: 200, body: { documents: [note] } },
    });
    const loading = await mount(
      <StockDocumentView
        filters={noStockDocumentFilters}
        onFilters={() => undefined}
        failed={false}
        onRetry={() => undefined}
      />,
      {
        api: server.api,
        live: fakeLiveQuotes().useQuotes,
        namespaces: ['stockTrading', 'ticket'],
      },
    );
    expect(loading.container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    loading.unmount();

    mounted = await mountPage(server.api);
    const { container } = mounted;
    const retry = () => [...container.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    await settle(() => expect(retry()).toBeTruthy());
    expect(mounted.text()).toContain('This could not be loaded.');
    fail = false;
    await click(retry());
    await settle(() => expect(container.querySelectorAll('[data-testid="document-row"]')).toHaveLength(1));
  });
});
