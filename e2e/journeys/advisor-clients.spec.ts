import type { APIRequestContext } from '@playwright/test';
import { AdvancedSearchPage, ClientDetailsPage } from '../pages/advisor-clients';
import { SwitcherPage } from '../pages/switcher-page';
import { expect, test } from '../support/fixtures';
import { webClientHeaders } from '../support/login';

/*
 * The advisor desk's clients (issue 28 parts 2 and 3) on demo: A30001 finds every client of its book holding a fund
 * C10001 holds and opens C10001's details; keeps a note on C10001; places an order for C10001 from the details.
 */

test.use({ viewport: { width: 1280, height: 900 } });

/** Runs the daily valuation's turn now, so every client's positions are there, as the scheduler would. */
async function takeSnapshotNow(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/_dev/marketValueHistory/snapshot', { headers: webClientHeaders, data: {} });
  if (!answer.ok()) throw new Error(`The snapshot answered ${answer.status()}: ${await answer.text()}`);
}

/** A fund C10001 holds, as the book's holdings filter offers it: its English name, id and number of holders. */
async function fundHeldByC10001(request: APIRequestContext) {
  const headers = { ...webClientHeaders, 'x-portal-account': 'A30001', 'x-portal-source': 'gateway' };
  const portfolio = await request.post('/api/advisorClient/clientPortfolio', {
    headers,
    data: { accountCode: 'C10001' },
  });
  if (!portfolio.ok()) throw new Error(`clientPortfolio answered ${portfolio.status()}: ${await portfolio.text()}`);
  const { holdings } = (await portfolio.json()) as { holdings: { holdingId: string; names: { en: string } }[] };
  const fund = holdings.find((holding) => holding.holdingId.startsWith('fund:'));
  if (fund === undefined) throw new Error('C10001 holds no fund on this demo portal');
  const offered = await request.post('/api/advisorClient/bookInstruments', {
    headers,
    data: { text: fund.holdingId.slice('fund:'.length) },
  });
  const { instruments } = (await offered.json()) as { instruments: { holdingId: string; holders: number }[] };
  const holders = instruments.find((instrument) => instrument.holdingId === fund.holdingId)?.holders;
  if (holders === undefined) throw new Error(`${fund.holdingId} is not among the book's holdings`);
  return { name: fund.names.en, holdingId: fund.holdingId, holders };
}

test.describe('the advisor desk: search and details (A30001 on demo)', () => {
  test('finds every client holding a fund C10001 holds, and opens C10001’s details', async ({ page, signIn }) => {
    await signIn('A30001');
    await takeSnapshotNow(page.request);
    const fund = await fundHeldByC10001(page.request);
    const search = new AdvancedSearchPage(page);
    await search.goto();
    await search.chooseHolding(fund.name.split(' ').slice(0, 2).join(' '), `${fund.name} · ${fund.holdingId}`);
    await search.searchButton.click();
    await expect(search.row('C10001')).toBeVisible();
    await expect(search.end).toBeVisible();
    await expect(search.rows).toHaveCount(fund.holders);

    await search.row('C10001').getByRole('link', { name: 'Chan Tai Man' }).click();
    const details = new ClientDetailsPage(page);
    await expect(details.heading('Chan Tai Man (C10001)')).toBeVisible();
    await expect(details.profile).toContainText('陳大文');
    await expect(details.holdings).toContainText(fund.name);
  });

  test('keeps a note on C10001 and sees it listed', async ({ page, signIn }) => {
    await signIn('A30001');
    const details = new ClientDetailsPage(page);
    await details.goto('C10001');
    await expect(details.heading('Chan Tai Man (C10001)')).toBeVisible();
    const text = `Reviewed the income funds together (${Date.now()}).`;
    await details.newNote.fill(text);
    await details.addNote.click();
    await expect(details.note(text)).toBeVisible();
    await expect(details.note(text)).toContainText('Ng Ka Ho (A30001)');
    await expect(details.newNote).toHaveValue('');
  });

  test('places an order for C10001: the fund search, acting for C10001 in an advisee session', async ({
    page,
    signIn,
  }) => {
    await signIn('A30001');
    const details = new ClientDetailsPage(page);
    await details.goto('C10001');
    await details.placeOrder.click();
    await expect(page).toHaveURL(/\/funds\/search$/);
    const switcher = new SwitcherPage(page);
    await switcher.openFromHeader();
    await expect(switcher.signedInAccount('C10001')).toContainText('Active');
    await expect(switcher.signedInAccount('C10001')).toContainText('Advisee of A30001');
  });
});
