import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxStatusView } from '@portal/contract';
import { changedTables, snapshotDatabase } from '../../test/database-snapshot';
import { createTestBrowser } from '../../test/browser';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/* The tax self-certification on the demo brand (taxStatusEditable) and on cepa (not editable), as C10001. */

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

const certification = (overrides: Record<string, unknown> = {}) => ({
  accountCode: 'C10001',
  residences: [
    { country: 'HK', tin: 'A123456(3)' },
    { country: 'CN', tin: '11010519491231002X' },
  ],
  usPerson: false,
  declarationAccepted: true,
  signatureName: 'Chan Tai Man',
  ...overrides,
});

describe('tax residency self-certification', () => {
  let testApp: TestApp;
  let client: SignedIn;

  const call = (operation: string, payload: object, as: SignedIn = client): Promise<Injected> =>
    testApp.app.inject({ method: 'POST', url: `/api/accountTax/${operation}`, headers: as.headers, payload });

  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'demo' });
    client = await signIn(testApp, 'C10001');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('has none at first, and the client may certify', async () => {
    const answer = (await call('taxStatus', { accountCode: 'C10001' })).json<{
      taxStatus: TaxStatusView | null;
      editable: boolean;
      mayChange: boolean;
    }>();
    expect(answer).toMatchObject({ taxStatus: null, editable: true, mayChange: true });
  });

  it('answers a TIN in the wrong format and other bad input with a field error, and changes nothing', async () => {
    const cases: readonly [string, Record<string, unknown>, string][] = [
      [
        'an HKID with the wrong check digit',
        { residences: [{ country: 'HK', tin: 'A123456(4)' }] },
        'residences.0.tin',
      ],
      [
        'a CN ID with the wrong check',
        { residences: [{ country: 'CN', tin: '110105194912310021' }] },
        'residences.0.tin',
      ],
      [
        'an SSN of area 666',
        { residences: [{ country: 'US', tin: '666-12-3456' }], usPerson: true },
        'residences.0.tin',
      ],
      ['no TIN and no reason', { residences: [{ country: 'JP' }] }, 'residences.0.tin'],
      [
        'reason B without an explanation',
        { residences: [{ country: 'JP', noTinReason: 'B' }] },
        'residences.0.noTinExplanation',
      ],
      [
        'a country twice',
        {
          residences: [
            { country: 'HK', tin: 'A123456(3)' },
            { country: 'HK', noTinReason: 'A' },
          ],
        },
        'residences.1.country',
      ],
      ['a country not listed', { residences: [{ country: 'XX', tin: '1' }] }, 'residences.0.country'],
      ['a US resident who is not a US person', { residences: [{ country: 'US', tin: '123-45-6789' }] }, 'usPerson'],
      ['a US person without a US TIN', { usPerson: true }, 'usPerson'],
      ['a 10,000-character TIN', { residences: [{ country: 'JP', tin: '1'.repeat(10_000) }] }, 'residences.0.tin'],
      ['a 10,000-character signature', { signatureName: 'A'.repeat(10_000) }, 'signatureName'],
      ['the declaration not accepted', { declarationAccepted: false }, 'declarationAccepted'],
    ];
    for (const [name, overrides, path] of cases) {
      const before = await snapshotDatabase(testApp.database);
      const response = await call('certifyTaxStatus', certification(overrides));
      expect(response.statusCode, name).toBe(400);
      const paths = response
        .json<{ details?: { fieldErrors?: { path: string }[] } }>()
        .details?.fieldErrors?.map((error) => error.path);
      expect(paths, name).toContain(path);
      expect(changedTables(before, await snapshotDatabase(testApp.database)), name).toEqual([]);
    }
  });

  it('stores the certification with its countries, TINs compacted, dated by the server in Hong Kong', async () => {
    const response = await call(
      'certifyTaxStatus',
      certification({
        residences: [
          { country: 'HK', tin: 'a123456(3)' },
          { country: 'US', tin: '912-70-1234' },
          { country: 'JP', noTinReason: 'B', noTinExplanation: 'Not yet issued by the city office' },
        ],
        usPerson: true,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = (await call('taxStatus', { accountCode: 'C10001' })).json<{ taxStatus: TaxStatusView }>().taxStatus;
    expect(saved).toMatchObject({
      residences: [
        { country: 'HK', tin: 'A1234563', noTinReason: null },
        { country: 'US', tin: '912701234', noTinReason: null },
        { country: 'JP', tin: null, noTinReason: 'B', noTinExplanation: 'Not yet issued by the city office' },
      ],
      usPerson: true,
      fatcaForm: 'W-9',
      signatureName: 'Chan Tai Man',
      declarationDate: '2025-01-15',
    });
    // Certifying again replaces it whole.
    expect((await call('certifyTaxStatus', certification())).statusCode).toBe(200);
    const replaced = (await call('taxStatus', { accountCode: 'C10001' })).json<{ taxStatus: TaxStatusView }>()
      .taxStatus;
    expect(replaced.residences.map((residence) => residence.country)).toEqual(['HK', 'CN']);
    expect(replaced.fatcaForm).toBe('W-8BEN');
  });

  it('refuses another account, and lets an advisee session read but not certify', async () => {
    expect((await call('taxStatus', { accountCode: 'C10002' })).statusCode).toBe(403);
    expect((await call('certifyTaxStatus', certification({ accountCode: 'C10002' }))).statusCode).toBe(403);
    const advisor = createTestBrowser(testApp);
    await advisor.signIn('A30001');
    await advisor.post(
      '/api/account/adviseeLogin',
      { accountCode: 'C10001' },
      { accountCode: 'A30001', source: 'gateway' },
    );
    const acting = { accountCode: 'C10001', source: 'gateway' } as const;
    const read = await advisor.post('/api/accountTax/taxStatus', { accountCode: 'C10001' }, acting);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ mayChange: boolean }>().mayChange).toBe(false);
    const before = await snapshotDatabase(testApp.database);
    expect((await advisor.post('/api/accountTax/certifyTaxStatus', certification(), acting)).statusCode).toBe(403);
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });
});

describe('tax residency where the brand does not let clients edit it (cepa)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ variant: 'cepa' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows it read-only and refuses a certification as a feature the brand lacks', async () => {
    const client = await signIn(testApp, 'C10001');
    const read = await testApp.app.inject({
      method: 'POST',
      url: '/api/accountTax/taxStatus',
      headers: client.headers,
      payload: { accountCode: 'C10001' },
    });
    expect(read.json<{ editable: boolean; mayChange: boolean }>()).toMatchObject({ editable: false, mayChange: false });
    const write = await testApp.app.inject({
      method: 'POST',
      url: '/api/accountTax/certifyTaxStatus',
      headers: client.headers,
      payload: certification(),
    });
    expect(write.statusCode).toBe(404);
    expect(write.json<{ code: string }>().code).toBe('FEATURE_OFF');
  });
});
