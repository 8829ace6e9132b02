import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, services } from '@portal/contract';
import type { Operation } from '@portal/contract';
import { rankOf } from '@portal/contract/domain/roles';
import { gatePendingCode } from '@portal/contract/domain/sign-in-gates';
import { demoPassword } from '../../db/seed/demo-accounts';
import { newAdminAccountRow } from '../../scripts/admin-account';
import { signIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPasswordHasher } from './passwords';

const operations: readonly Operation[] = services.flatMap((service) => Object.values(service.operations));
const newPassword = 'Fresh#2026pass';

/** What the gate screens call (the login page's password and agreement steps, the shell's keep-alive and timers). */
const openDuringGates = [
  'account.accountLogout',
  'account.retrievePasswordRule',
  'account.changePassword',
  'account.confirmAgreement',
  'account.retrieveInactiveTimes',
  'preference.loadPreference',
  // SPEC §2: the fund selector, comparer and detail pages are outside the gate; they read the catalogue only.
  'fundDefinition.searchFunds',
  'fundDefinition.getFund',
  'fundDefinition.fundPrices',
  'fundDocument.fundDocuments',
];

function nameOf(operation: Operation): string {
  return `${operation.service}.${operation.name}`;
}

type Answer = { readonly status: number; readonly code: string | undefined; readonly details: unknown };

async function callAs(testApp: TestApp, caller: SignedIn, path: string, input: object = {}): Promise<Answer> {
  const operation = operations.find((candidate) => candidate.path === path);
  if (operation === undefined) throw new Error(`No operation at ${path}.`);
  const response = await testApp.app.inject({
    method: operation.method,
    url: operation.path,
    headers: caller.headers,
    ...(operation.method === 'POST' ? { payload: input } : { query: Object.fromEntries(Object.entries(input)) }),
  });
  const body = apiErrorSchema.safeParse(response.json());
  return {
    status: response.statusCode,
    code: body.success ? body.data.code : undefined,
    details: body.success ? body.data.details : undefined,
  };
}

const isGateRefusal = (answer: Answer, gate: string) =>
  answer.status === 403 &&
  answer.code === gatePendingCode &&
  JSON.stringify(answer.details) === JSON.stringify({ gate });

describe('sign-in gates enforced by the server (ADR 020)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('declares open during the gates exactly what the gate screens need', () => {
    expect(
      operations
        .filter((operation) => operation.openDuringGates)
        .map(nameOf)
        .sort(),
    ).toEqual([...openDuringGates].sort());
  });

  it('walks every operation as C10003 before the password change: only what the gate needs answers', async () => {
    const caller = await signIn(testApp, 'C10003');
    const wrongAnswers = [];
    for (const operation of operations) {
      // C10003's own account, and a field no operation declares: an operation the gate lets through refuses the
      // input (400), so the walk changes nothing (no agreement confirmed, no logout); the gate refuses before input.
      const input = { accountCode: 'C10003', source: 'gateway', gateWalk: true };
      const answer = await callAs(testApp, caller, operation.path, input);
      const { auth } = operation;
      const refused = isGateRefusal(answer, 'forcedPasswordChange');
      const expected =
        auth.kind === 'public'
          ? 'not gated' // no session is looked at: the sign-in operations themselves
          : auth.kind === 'rank' && auth.minimumRank > rankOf.user
            ? 'rank refusal'
            : operation.openDuringGates
              ? 'not gated'
              : 'gate refusal';
      const actual = refused
        ? 'gate refusal'
        : answer.status === 403 && answer.code === 'FORBIDDEN' && expected === 'rank refusal'
          ? 'rank refusal'
          : 'not gated';
      if (actual !== expected) wrongAnswers.push({ operation: nameOf(operation), expected, answer });
    }
    expect(wrongAnswers).toEqual([]);
  });

  it('lets nothing through a pending gate: no balance, no portfolio, no write of the language', async () => {
    const caller = await signIn(testApp, 'C10003');
    const own = { accountCode: 'C10003', source: 'gateway' };
    for (const path of ['/api/fundHolding/fundPortfolio', '/api/fundOrder/cashBalances']) {
      expect(isGateRefusal(await callAs(testApp, caller, path, own), 'forcedPasswordChange'), path).toBe(true);
    }
    const setLanguage = await callAs(testApp, caller, '/api/preference/setLanguage', { ...own, language: 'zh-CN' });
    expect(isGateRefusal(setLanguage, 'forcedPasswordChange')).toBe(true);
    const preference = await testApp.app.inject({
      method: 'POST',
      url: '/api/preference/loadPreference',
      headers: caller.headers,
      payload: own,
    });
    expect(preference.json()).toMatchObject({ language: 'en' });
  });

  it('opens the gates one after the other: the password, then the agreement, then everything', async () => {
    const caller = await signIn(testApp, 'C10003');
    const own = { accountCode: 'C10003', source: 'gateway' };
    const portfolio = () => callAs(testApp, caller, '/api/fundHolding/fundPortfolio', own);
    expect(isGateRefusal(await portfolio(), 'forcedPasswordChange')).toBe(true);
    const change = await callAs(testApp, caller, '/api/account/changePassword', {
      oldLoginPassword: demoPassword,
      newLoginPassword: newPassword,
    });
    expect(change.status).toBe(200);
    // At once, with no wait for any cache: the next call already sees the next gate.
    expect(isGateRefusal(await portfolio(), 'firstLoginAgreement')).toBe(true);
    expect((await callAs(testApp, caller, '/api/account/confirmAgreement', own)).status).toBe(200);
    expect((await portfolio()).status).toBe(200);
  });

  it('holds an admin made by admin:create to its one-time password: no other power until it is changed', async () => {
    const hash = await createPasswordHasher(testApp.config).hash(demoPassword);
    await testApp.database.db
      .insertInto('account')
      .values(newAdminAccountRow('ADMIN02', hash, testApp.clock.now()))
      .execute();
    const caller = await signIn(testApp, 'ADMIN02');
    const ranked = operations.filter((operation) => operation.auth.kind === 'rank');
    expect(ranked.length).toBeGreaterThan(0);
    for (const operation of ranked) {
      const answer = await callAs(testApp, caller, operation.path);
      expect(isGateRefusal(answer, 'forcedPasswordChange'), nameOf(operation)).toBe(true);
    }
    const change = await callAs(testApp, caller, '/api/account/changePassword', {
      oldLoginPassword: demoPassword,
      newLoginPassword: newPassword,
    });
    expect(change.status).toBe(200);
    // Admins have no first-login agreement (SPEC §4: the plain client role only).
    const advisees = await callAs(testApp, caller, '/api/account/searchAdvisees');
    expect(advisees.status).toBe(200);
  });
});
