// @vitest-environment jsdom
// The other-asset pages live (React in jsdom, the real api client over a fake network): the list's rows, its empty
// and failed states; the add page refusing a negative value and a future valuation date beside their fields without
// sending anything, and sending a valid holding.
import { describe, expect, it } from 'vitest';
import type { AssetHolding } from '@portal/contract';
import { click, mount, screen, setUpPageTests, settle, typeInto } from '../../../app/testing/mount';
import type { Api } from '../../../shared/api/api-client';
import { fakeServer } from '../../../shared/api/fake-server';
import { HoldingAddPage } from './holding-add-page';
import { HoldingsPage } from './holdings-page';
import { AssetsApiContext } from './holdings-api';

const flat: AssetHolding = {
  holdingId: 'AH-1',
  name: 'Flat in Taikoo Shing',
  category: 'realEstate',
  currency: 'HKD',
  status: 'active',
  quantity: null,
  value: '8680000',
  valuationDate: '2026-11-28',
  valuedAt: null,
  cost: '8200000',
  purchaseDate: '2023-09-28',
  notes: '',
  link: null,
  attachmentCount: 0,
  createdAt: '2023-09-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  deletedAt: null,
};

const terms = {
  categories: ['cash', 'realEstate', 'vehicle'],
  currencies: [{ code: 'HKD', precision: 2 }],
  attachmentTypes: ['pdf'],
  maximumAttachmentBytes: 5 * 1024 * 1024,
  today: '2026-11-30',
  instruments: [],
};

setUpPageTests();

async function render(page: React.ReactNode, api: Api): Promise<void> {
  await mount(page, {
    namespaces: ['assetHoldings', 'ticket'],
    wrap: (routed) => <AssetsApiContext value={api}>{routed}</AssetsApiContext>,
  });
}

describe('the other assets list', () => {
  it('shows each holding with its category, value and status', async () => {
    const server = fakeServer({ '/api/assetHolding/myAssetHoldings': { status: 200, body: { holdings: [flat] } } });
    await render(<HoldingsPage />, server.api);
    await settle(() => expect(screen.has('holding-row')).toBe(true));
    const row = screen.byTestId('holding-row').textContent ?? '';
    expect(row).toContain('Flat in Taikoo Shing');
    expect(row).toContain('Real estate');
    expect(row).toContain('8,680,000.00 HKD');
    expect(row).toContain('Active');
  });

  it('says when there is none yet, and offers a retry when the list could not load', async () => {
    const empty = fakeServer({ '/api/assetHolding/myAssetHoldings': { status: 200, body: { holdings: [] } } });
    await render(<HoldingsPage />, empty.api);
    await settle(() => expect(screen.text()).toContain('You have not added any other asset yet.'));
  });

  it('offers a retry when the list could not load', async () => {
    const failing = fakeServer({
      '/api/assetHolding/myAssetHoldings': { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } },
    });
    await render(<HoldingsPage />, failing.api);
    await settle(() => expect(document.body.querySelector('[role="alert"]')).not.toBeNull(), 8000);
  });
});

describe('the add page', () => {
  it('refuses a negative value and a future valuation date beside their fields, sending nothing', async () => {
    const server = fakeServer({ '/api/assetHolding/assetHoldingTerms': { status: 200, body: terms } });
    await render(<HoldingAddPage />, server.api);
    await settle(() => expect(screen.has('new-holding-value')).toBe(true));
    await typeInto(screen.byTestId('holding-name'), 'Flat in Mid-Levels');
    await typeInto(screen.byTestId('new-holding-value'), '-5');
    await typeInto(screen.byTestId('new-holding-valuation-date'), '2026-12-01');
    await click(screen.byTestId('add-holding'));
    await settle(() => expect(screen.text()).toContain('The date cannot be in the future.'));
    expect(screen.text()).toContain('Enter zero or more as a plain number, such as 1250000 or 12.5.');
    // The category was not chosen.
    expect(screen.text()).toContain('Fill in this field.');
    expect(server.calls.map((call) => call.path)).toEqual(['/api/assetHolding/assetHoldingTerms']);
  });
});
