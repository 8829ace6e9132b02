import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile, ProfileChangeRequest } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { readOutbox } from '../../adapters/messaging/embedded-messaging';
import { createEmbeddedMessaging } from '../../adapters/messaging/embedded-messaging';
import { databaseDialectOf } from '../../platform/db/db';
import { demoPassword } from '../../db/seed/demo-accounts';
import { createTestBrowser } from '../../test/browser';
import { changedTables, snapshotDatabase } from '../../test/database-snapshot';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { backOfficeRule, runProfileBackOffice, type ChangeRequestBackOfficeDependencies } from './change-decisions';
import { changeRequestBackOfficeOf } from './change-request-back-office';
import { maskDocumentNumber } from './profile-record';

/*
 * The client's record and its change requests on the demo brand (accountInformationEditable on). Runs on SQLite, and
 * on PostgreSQL with TEST_DATABASE_URL.
 */

/** A PDF of 2 KB (the back office reads proofs of 1 KB and more). */
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.alloc(2048, 0x20)]);
/** A real 1×1 PNG (68 bytes: under the back office's 1 KB, so it is rejected as unreadable). */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A Windows executable's first bytes, named as a PDF. */
function executable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
}

const minuteMs = 60_000;
type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

describe('the account record and its change requests', () => {
  let testApp: TestApp;
  let client: SignedIn;
  let otherClient: SignedIn;
  let admin: SignedIn;

  const call = (who: SignedIn, operation: string, payload: object): Promise<Injected> =>
    testApp.app.inject({ method: 'POST', url: `/api/accountProfile/${operation}`, headers: who.headers, payload });

  /** A step-up grant for contactChange of this session (the login password again; ADR 036). */
  const grantOf = async (who: SignedIn): Promise<string> => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/stepUp/confirmStepUp',
      headers: who.headers,
      payload: { action: 'contactChange', password: demoPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ stepUpToken: string }>().stepUpToken;
  };

  /** A change request; with a new grant unless the payload names its own `stepUpToken`. */
  const submit = async (payload: object = {}, who: SignedIn = client) =>
    call(who, 'submitInformationChange', {
      accountCode: 'C10001',
      section: 'contact',
      email: 'tai.man.chan@example.com',
      proof: { fileName: 'bank-letter.pdf', content: pdf.toString('base64') },
      ...('stepUpToken' in payload ? {} : { stepUpToken: await grantOf(who) }),
      ...payload,
    });

  const information = async (who: SignedIn = client, accountCode = 'C10001') =>
    (await call(who, 'accountInformation', { accountCode })).json<{
      profile: AccountProfile;
      editable: boolean;
      changeRequests: ProfileChangeRequest[];
    }>();

  /** The job's dependencies with the back office's desk: the simulator unless the operator is named. */
  const deps = (backOffice: 'simulator' | 'operator' = 'simulator'): ChangeRequestBackOfficeDependencies => ({
    backOffice: changeRequestBackOfficeOf({ backOffice }),
    db: testApp.database.db,
    dialect: databaseDialectOf(testApp.config),
    clock: testApp.clock,
    brand: getBrand('demo'),
    messaging: createEmbeddedMessaging({ db: testApp.database.db, clock: testApp.clock, log: { info: () => {} } }),
  });

  const signInAll = async () => {
    client = await signIn(testApp, 'C10001');
    otherClient = await signIn(testApp, 'C10005');
    admin = await signIn(testApp, 'ADMIN01');
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    await signInAll();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows the record with the identity document masked, never the full number', async () => {
    const response = await call(client, 'accountInformation', { accountCode: 'C10001' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('A123456(3)');
    const { profile, editable } = response.json<{ profile: AccountProfile; editable: boolean }>();
    expect(editable).toBe(true);
    expect(profile).toMatchObject({
      accountType: 'Individual',
      name: { english: 'Chan Tai Man', chinese: '陳大文' },
      email: 'c10001@example.com',
      holders: [{ role: 'primary', identityDocument: { kind: 'hkid', numberMasked: 'A••••••(3)' } }],
    });
  });

  it('masks every kind of document number, keeping its first and last letter or digit', () => {
    expect(maskDocumentNumber('A123456(3)')).toBe('A••••••(3)');
    expect(maskDocumentNumber('GC4817325')).toBe('G•••••••5');
    expect(maskDocumentNumber('65123456')).toBe('6••••••6');
  });

  it("shows a joint account's two holders and a company with the person signing for it", async () => {
    const company = await information(otherClient, 'C10005');
    expect(company.profile.accountType).toBe('Corporate');
    expect(company.profile.businessRegistration?.numberMasked).toBe('6••••••6');
    expect(company.profile.holders.map((holder) => holder.role)).toEqual(['authorised']);
    const rows = await testApp.database.db
      .selectFrom('account_profile_holder')
      .select(['role', 'name_english'])
      .where('account_code', '=', 'C10002')
      .orderBy('position')
      .execute();
    expect(rows).toEqual([
      { role: 'primary', name_english: 'Wong Siu Ling' },
      { role: 'joint', name_english: 'Leung Chi Keung' },
    ]);
  });

  it("refuses another account's record and change requests, and an advisor not linked to the account", async () => {
    for (const response of [
      await call(otherClient, 'accountInformation', { accountCode: 'C10001' }),
      await submit({}, otherClient),
      await call(await signIn(testApp, 'A30001'), 'accountInformation', { accountCode: 'C10005' }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
    }
  });

  it('refuses bad input with a field error and writes nothing', async () => {
    const stepUpToken = await grantOf(client);
    const before = await snapshotDatabase(testApp.database);
    const cases: [object, string][] = [
      [{ section: 'addresses', email: undefined, residentialAddress: 'x'.repeat(10_000) }, 'residentialAddress'],
      [{ email: 'not-an-address' }, 'email'],
      [{ email: undefined, phone: '12345' }, 'phone'],
      [{ email: undefined, phone: '+852 9123 45x7' }, 'phone'],
      [{ phone: '+85291234567', section: 'addresses' }, 'email'],
      [{ email: undefined }, 'email'],
      [{ section: 'addresses', email: undefined, residentialAddress: 'Flat 1\u0000' }, 'residentialAddress'],
      [{ proof: { fileName: 'letter.pdf', content: 'not base64!' } }, 'proof.content'],
    ];
    for (const [payload, field] of cases) {
      const response = await submit({ stepUpToken, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const paths = response.json<{ details: { fieldErrors: { path: string }[] } }>().details.fieldErrors;
      expect(
        paths.map((error) => error.path),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });

  it('refuses a proof that is not what its name says, a missing proof and no change, writing nothing', async () => {
    const stepUpToken = await grantOf(client);
    const before = await snapshotDatabase(testApp.database);
    const refusals = [
      await submit({ stepUpToken, proof: { fileName: 'letter.pdf', content: executable().toString('base64') } }),
      await submit({ stepUpToken, proof: undefined }),
      await submit({ stepUpToken, email: 'C10001@example.com' }),
    ];
    expect(refusals.map((response) => [response.statusCode, response.json<{ code: string }>().code])).toEqual([
      [422, 'proofTypeNotAllowed'],
      [422, 'proofRequired'],
      [422, 'noChange'],
    ]);
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });

  it('refuses a contact change without a step-up grant for it (403 STEP_UP_REQUIRED) and writes nothing', async () => {
    const otherAction = await testApp.app.inject({
      method: 'POST',
      url: '/api/stepUp/confirmStepUp',
      headers: client.headers,
      payload: { action: 'bankAccount', password: demoPassword },
    });
    const bankGrant = otherAction.json<{ stepUpToken: string }>().stepUpToken;
    const othersGrant = await grantOf(otherClient);
    const before = await snapshotDatabase(testApp.database);
    for (const token of [undefined, 'not-a-grant', bankGrant, othersGrant]) {
      const response = await submit({ stepUpToken: token });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    }
    expect(changedTables(before, await snapshotDatabase(testApp.database))).toEqual([]);
  });

  it('uses a grant once: the same token cannot send a second request', async () => {
    const token = await grantOf(client);
    const first = await submit({
      section: 'addresses',
      email: undefined,
      residentialAddress: 'Flat 1\nHong Kong',
      stepUpToken: token,
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await submit({ phone: '+85261234598', email: undefined, stepUpToken: token });
    expect(again.statusCode, again.body).toBe(403);
    const { requestId } = first.json<{ request: ProfileChangeRequest }>().request;
    // Put back as it was for the tests below.
    await call(admin, 'decideInformationChange', { requestId, decision: 'reject', reason: 'Test' });
  });

  it("lets an advisor's advisee session read the record but not ask for a change", async () => {
    const browser = createTestBrowser(testApp);
    await browser.signIn('A30001');
    const opened = await browser.post(
      '/api/account/adviseeLogin',
      { accountCode: 'C10001' },
      {
        accountCode: 'A30001',
        source: 'gateway',
      },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const advisee = { accountCode: 'C10001', source: 'gateway' } as const;
    const read = await browser.post('/api/accountProfile/accountInformation', advisee, advisee);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ editable: boolean }>().editable).toBe(false);
    const refused = await browser.post(
      '/api/accountProfile/submitInformationChange',
      {
        ...advisee,
        section: 'contact',
        email: 'advisor.typed@example.com',
        proof: { fileName: 'letter.pdf', content: pdf.toString('base64') },
        stepUpToken: 'made-up-token',
      },
      advisee,
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'adviseeNotAllowed' });
  });

  it('keeps a change pending until the back office approves it; then the record, the login and both addresses hear', async () => {
    // Listed newest first: a minute after the request of the test before.
    testApp.clock.advance(minuteMs);
    const submitted = await submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    const request = submitted.json<{ request: ProfileChangeRequest }>().request;
    expect(request).toMatchObject({
      status: 'pending',
      section: 'contact',
      changes: [{ field: 'email', from: 'c10001@example.com', to: 'tai.man.chan@example.com' }],
      proof: { fileName: 'bank-letter.pdf', fileType: 'pdf' },
    });
    // One pending request per section.
    const again = await submit({ email: 'another@example.com' });
    expect(again.json()).toMatchObject({ code: 'changePending' });
    expect((await information()).profile.email).toBe('c10001@example.com');

    // Not before 10 minutes.
    testApp.clock.advance(backOfficeRule.decideAfterMs - minuteMs);
    expect(await runProfileBackOffice(deps())).toEqual({ approved: 0, rejected: 0 });
    testApp.clock.advance(minuteMs);
    expect(await runProfileBackOffice(deps())).toEqual({ approved: 1, rejected: 0 });
    await signInAll();

    const after = await information();
    expect(after.profile.email).toBe('tai.man.chan@example.com');
    expect(after.changeRequests[0]).toMatchObject({ requestId: request.requestId, status: 'approved' });
    const login = await testApp.database.db
      .selectFrom('account')
      .select('email')
      .where('account_code', '=', 'C10001')
      .executeTakeFirstOrThrow();
    expect(login.email).toBe('tai.man.chan@example.com');
    // The sign-ins' new-device notices (ADR 040) go out too; the change's notices are the ones that name it.
    const outbox = (await readOutbox(testApp.database.db, { accountCode: 'C10001', channel: 'email' })).filter(
      (message) => !message.body.includes('signed in from a new device'),
    );
    expect(outbox.map((message) => message.destination).sort()).toEqual([
      'c10001@example.com',
      'tai.man.chan@example.com',
    ]);
    for (const message of outbox) {
      expect(message.body).toContain('A change of e-mail address for your account C10001 was approved');
    }
    const notices = await testApp.database.db
      .selectFrom('account_notice')
      .select(['kind', 'channel', 'destination'])
      .where('account_code', '=', 'C10001')
      .where('kind', '=', 'personalInformationChange')
      .orderBy('destination')
      .execute();
    // The old and the new address, and the phone on record (it did not change) so the client hears either way.
    expect(notices).toEqual([
      { kind: 'personalInformationChange', channel: 'sms', destination: '+852 ****4501' },
      { kind: 'personalInformationChange', channel: 'email', destination: 'c*****@example.com' },
      { kind: 'personalInformationChange', channel: 'email', destination: 't***********@example.com' },
    ]);
  });

  it('lets an admin reject a pending request with a reason, and answers alreadyDecided after', async () => {
    const submitted = await submit({
      section: 'addresses',
      email: undefined,
      correspondenceAddress: 'P.O. Box 88\nQuarry Bay Post Office\nHong Kong',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { requestId } = submitted.json<{ request: ProfileChangeRequest }>().request;
    const refusedToClient = await call(client, 'decideInformationChange', {
      requestId,
      decision: 'approve',
      reason: 'Self-approved',
    });
    expect(refusedToClient.statusCode).toBe(403);
    const rejected = await call(admin, 'decideInformationChange', {
      requestId,
      decision: 'reject',
      reason: 'The letter is older than three months.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      request: { status: 'rejected', reason: 'The letter is older than three months.' },
    });
    const again = await call(admin, 'decideInformationChange', { requestId, decision: 'approve', reason: 'Oops' });
    expect(again.json()).toMatchObject({ code: 'alreadyDecided' });
    expect((await information()).profile.correspondenceAddress).toContain('Taikoo Shing');
  });

  it('waits for an operator when there is no back-office desk (PORTAL_BACK_OFFICE=operator): the record keeps its values', async () => {
    const submitted = await submit({
      section: 'addresses',
      email: undefined,
      correspondenceAddress: 'Flat 8, 8/F, Harbour View\n1 Harbour Road\nWan Chai, Hong Kong',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { requestId } = submitted.json<{ request: ProfileChangeRequest }>().request;
    for (const step of [backOfficeRule.decideAfterMs, 3 * 86_400_000]) {
      testApp.clock.advance(step);
      expect(await runProfileBackOffice(deps('operator'))).toEqual({ approved: 0, rejected: 0 });
    }
    await signInAll();
    const waiting = await information();
    expect(waiting.changeRequests.find((request) => request.requestId === requestId)?.status).toBe('pending');
    expect(waiting.profile.correspondenceAddress).toContain('Taikoo Shing');
    // The operator's decision, and only it, changes the record.
    const approved = await call(admin, 'decideInformationChange', { requestId, decision: 'approve', reason: 'Seen' });
    expect(approved.json()).toMatchObject({ request: { status: 'approved' } });
    expect((await information()).profile.correspondenceAddress).toContain('Harbour View');
  });

  it('has the back office reject a proof under 1 KB as unreadable', async () => {
    testApp.clock.advance(minuteMs);
    await signInAll();
    const submitted = await submit({
      email: undefined,
      phone: '+852 6123 4599',
      proof: { fileName: 'photo.png', content: tinyPng.toString('base64') },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<{ request: ProfileChangeRequest }>().request.changes).toEqual([
      { field: 'phone', from: '+85261234501', to: '+85261234599' },
    ]);
    testApp.clock.advance(backOfficeRule.decideAfterMs);
    expect(await runProfileBackOffice(deps())).toEqual({ approved: 0, rejected: 1 });
    await signInAll();
    const after = await information();
    expect(after.profile.phone).toBe('+85261234501');
    expect(after.changeRequests[0]).toMatchObject({ status: 'rejected', reason: backOfficeRule.rejectReason });
  });
});
