import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { fundOrderResultCodes, type RiskProfile, type RiskQuestionnaireSubmission } from '@portal/contract';
import {
  currentQuestionnaireVersion,
  questionnaireVersionOf,
  type QuestionnaireVersion,
} from '@portal/contract/domain/suitability/risk-questionnaire';
import { createTestBrowser, type ActingAccount, type TestBrowser } from '../../test/browser';
import { createOrderTestApp, depositFor } from '../../test/fund-order-test-support';
import type { TestApp } from '../../test/test-app';
import type { RiskLevel } from '@portal/contract/domain/fund';
import { remindExpiringRiskProfiles } from './expiry-reminders';
import { hasDerivativeKnowledge, hasVirtualAssetKnowledge } from './public';
import { answersScoring, seedDemoQuestionnaires } from './suitability-seed';

/*
 * The suitability service over the real app (issue 17 parts 2 and 3a, ADR 037): scoring and approval, the review rule,
 * the level fund orders then check, the expiry, the reminder, old versions readable, knowledge declarations, bad input
 * and access.
 */

const c10001: ActingAccount = { accountCode: 'C10001', source: 'gateway' };
const c10005: ActingAccount = { accountCode: 'C10005', source: 'gateway' };
const a30001: ActingAccount = { accountCode: 'A30001', source: 'gateway' };
const admin01: ActingAccount = { accountCode: 'ADMIN01', source: 'gateway' };
const dayMs = 86_400_000;

const answers = (score: number, version: QuestionnaireVersion = currentQuestionnaireVersion) =>
  answersScoring(version, score);

describe('the suitability service', () => {
  let testApp: TestApp;
  let client: TestBrowser;
  let client5: TestBrowser;
  let advisor: TestBrowser;
  let operator: TestBrowser;

  beforeAll(async () => {
    testApp = await createOrderTestApp();
    await seedDemoQuestionnaires(testApp.database.db, testApp.clock, 'Asia/Hong_Kong');
    client = createTestBrowser(testApp);
    await client.signIn('C10001');
    client5 = createTestBrowser(testApp);
    await client5.signIn('C10005');
    advisor = createTestBrowser(testApp);
    await advisor.signIn('A30001');
    operator = createTestBrowser(testApp);
    await operator.signIn('ADMIN01');
    await depositFor(testApp, 'C10001', 'HKD', '1000000');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (browser: TestBrowser, operation: string, payload: Record<string, unknown>, acting: ActingAccount) =>
    browser.post(`/api/suitability/${operation}`, payload, acting);
  const profileOf = async (browser: TestBrowser, acting: ActingAccount) => {
    const response = await post(browser, 'riskQuestionnaire', { ...acting }, acting);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RiskProfile>();
  };
  /** Each submission a second after the one before: the newest is the latest. */
  const submit = (browser: TestBrowser, acting: ActingAccount, body: Record<string, unknown>) => {
    testApp.clock.advance(1_000);
    return post(
      browser,
      'submitRiskQuestionnaire',
      { ...acting, version: currentQuestionnaireVersion.version, ...body },
      acting,
    );
  };
  const questionnaireRows = async () =>
    Number(
      (
        await testApp.database.db
          .selectFrom('risk_questionnaire')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A retail, unsuspended HKD fund of a risk level (the test catalogue has several of each). */
  async function fundOf(riskLevel: RiskLevel): Promise<string> {
    const fund = await testApp.database.db
      .selectFrom('fund')
      .select('id')
      .where('risk_level', '=', riskLevel)
      .where('currency', '=', 'HKD')
      .where('professional_only', '=', 0)
      .where('suspended', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return fund.id;
  }
  let reference = 0;
  const subscribe = (fundId: string) =>
    client.post(
      '/api/fundOrder/subscribeFund',
      { ...c10001, clientReference: `suitability-${(reference += 1)}`, fundId, amount: '50000', currency: 'HKD' },
      c10001,
    );
  const expectRiskRefusal = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'riskLevelViolation',
      details: { resultCode: fundOrderResultCodes.riskLevelViolation },
    });
  };

  it("shows C10001's seeded profile: Medium, approved on the current version, valid two years", async () => {
    const profile = await profileOf(client, c10001);
    expect(profile).toMatchObject({
      riskLevel: 'Medium',
      currentVersion: 2,
      latest: null,
      expiry: { expiring: false, expired: false },
      approved: { version: 2, status: 'approved', score: 24, maximumScore: 40, riskLevel: 'Medium' },
    });
    expect(profile.expiry.time).toBe(profile.approved?.expiresAt);
  });

  it('redoes the questionnaire at a lower level: approved at once, and a fund it could buy before is refused', async () => {
    const medium = await fundOf('Medium');
    expect((await subscribe(medium)).statusCode).toBe(200);
    const response = await submit(client, c10001, { answers: answers(14) });
    expect(response.statusCode, response.body).toBe(200);
    const { submission, profile } = response.json<{ submission: RiskQuestionnaireSubmission; profile: RiskProfile }>();
    expect(submission).toMatchObject({ status: 'approved', decidedBy: 'automatic', score: 14, riskLevel: 'Low' });
    expect(profile).toMatchObject({ riskLevel: 'Low', approved: { questionnaireId: submission.questionnaireId } });
    expectRiskRefusal(await subscribe(medium));
    expect((await subscribe(await fundOf('Low'))).statusCode).toBe(200);
    // Back to Medium for the tests below.
    expect((await submit(client, c10001, { answers: answers(24) })).statusCode).toBe(200);
    expect((await subscribe(medium)).statusCode).toBe(200);
  });

  it.each([
    ['a missing answer', () => ({ ...answers(20), marketFall: undefined }), 'answers.marketFall'],
    ['an unknown answer', () => ({ ...answers(20), age: 'age-6' }), 'answers.age'],
    ['an unknown question', () => ({ ...answers(20), shoeSize: '42' }), 'answers.shoeSize'],
  ])('refuses %s with a field error and stores nothing', async (_what, build, path) => {
    const before = await questionnaireRows();
    const response = await submit(client, c10001, { answers: build() });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fieldErrors: [{ path }] } });
    expect(await questionnaireRows()).toBe(before);
    expect((await profileOf(client, c10001)).riskLevel).toBe('Medium');
  });

  it('refuses answers to a retired version (a field error on version), and answers that are not a record', async () => {
    const version1 = questionnaireVersionOf(1);
    if (version1 === undefined) throw new Error('version 1 is gone');
    const old = await submit(client, c10001, { version: 1, answers: answers(12, version1) });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ details: { fieldErrors: [{ path: 'version' }] } });
    for (const bad of [null, 'age-1', ['age-1'], { age: 3 }]) {
      expect((await submit(client, c10001, { answers: bad })).statusCode).toBe(400);
    }
  });

  it("keeps C10005's version 1 answers readable with their own wording after it answers version 2", async () => {
    const before = await profileOf(client5, c10005);
    const version1 = questionnaireVersionOf(1);
    expect(before.approved).toMatchObject({ version: 1, riskLevel: 'LowToMedium', score: 12, maximumScore: 32 });
    for (const question of version1?.questions ?? []) {
      const chosen = before.approved?.answers[question.id];
      expect(
        question.options.some((option) => option.id === chosen),
        question.id,
      ).toBe(true);
    }
    expect(before.expiry).toMatchObject({ expiring: true, expired: false });
    // Seeded inside its last 30 days: its reminder went out when it entered them (the job sends no second one).
    const reminders = await testApp.database.db
      .selectFrom('notification')
      .select(['code', 'start_time'])
      .where('account_code', '=', 'C10005')
      .where('type', '=', 'riskQuestionnaireExpiring')
      .execute();
    expect(reminders).toEqual([
      {
        code: before.expiry.lastValidDay,
        start_time: new Date(Date.parse(before.expiry.time ?? '') - 30 * dayMs).toISOString(),
      },
    ]);
    const response = await submit(client5, c10005, { answers: answers(16) });
    expect(response.json<{ profile: RiskProfile }>().profile).toMatchObject({
      riskLevel: 'LowToMedium',
      approved: { version: 2 },
      expiry: { expiring: false },
    });
    const kept = await testApp.database.db
      .selectFrom('risk_questionnaire')
      .select(['version', 'answers', 'status', 'in_force'])
      .where('id', '=', before.approved?.questionnaireId ?? '')
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ version: 1, status: 'approved', in_force: 0 });
    expect(JSON.parse(kept.answers)).toEqual(before.approved?.answers);
  });

  it('sends contradicting answers to review: pending, the level in force unchanged, until an operator approves', async () => {
    const contradicting = { ...answers(30), experience: 'experience-1', lossTolerance: 'lossTolerance-5' };
    const response = await submit(client, c10001, { answers: contradicting });
    const { submission } = response.json<{ submission: RiskQuestionnaireSubmission }>();
    expect(submission).toMatchObject({
      status: 'pending',
      reviewReasons: ['noExperienceHighestLoss'],
      decidedAt: null,
    });
    const profile = await profileOf(client, c10001);
    expect(profile).toMatchObject({ riskLevel: 'Medium', latest: { status: 'pending' } });

    const pending = await post(operator, 'searchPendingRiskQuestionnaires', {}, admin01);
    expect(pending.json<{ submissions: RiskQuestionnaireSubmission[] }>().submissions).toEqual([
      expect.objectContaining({ questionnaireId: submission.questionnaireId, accountCode: 'C10001' }),
    ]);
    const noReason = await post(
      operator,
      'decideRiskQuestionnaire',
      { questionnaireId: submission.questionnaireId, decision: 'reject' },
      admin01,
    );
    expect(noReason.statusCode).toBe(400);
    const approved = await post(
      operator,
      'decideRiskQuestionnaire',
      { questionnaireId: submission.questionnaireId, decision: 'approve' },
      admin01,
    );
    expect(approved.json()).toMatchObject({ submission: { status: 'approved', decidedBy: 'ADMIN01' } });
    expect((await profileOf(client, c10001)).riskLevel).toBe(submission.riskLevel);
    const again = await post(
      operator,
      'decideRiskQuestionnaire',
      { questionnaireId: submission.questionnaireId, decision: 'reject', reason: 'Too late' },
      admin01,
    );
    expect([again.statusCode, again.json().code]).toEqual([409, 'RAQ003']);
    const unknown = await post(
      operator,
      'decideRiskQuestionnaire',
      { questionnaireId: 'RQ-NONE', decision: 'approve' },
      admin01,
    );
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'RAQ002']);
    // A client may not decide.
    expect(
      (await post(client, 'decideRiskQuestionnaire', { questionnaireId: 'x', decision: 'approve' }, c10001)).statusCode,
    ).toBe(403);
  });

  it('supersedes a pending questionnaire by a newer one, and keeps the profile after a rejection', async () => {
    const contradicting = { ...answers(24), horizon: 'horizon-1', objective: 'objective-5' };
    const first = (await submit(client, c10001, { answers: contradicting })).json<{
      submission: RiskQuestionnaireSubmission;
    }>();
    testApp.clock.advance(1_000);
    const second = (await submit(client, c10001, { answers: contradicting })).json<{
      submission: RiskQuestionnaireSubmission;
    }>();
    const superseded = await testApp.database.db
      .selectFrom('risk_questionnaire')
      .select(['status', 'reject_reason'])
      .where('id', '=', first.submission.questionnaireId)
      .executeTakeFirstOrThrow();
    expect(superseded).toEqual({ status: 'rejected', reject_reason: 'superseded' });
    const levelBefore = (await profileOf(client, c10001)).riskLevel;
    const rejected = await post(
      operator,
      'decideRiskQuestionnaire',
      {
        questionnaireId: second.submission.questionnaireId,
        decision: 'reject',
        reason: 'Please call us to review your answers.',
      },
      admin01,
    );
    expect(rejected.json()).toMatchObject({
      submission: { status: 'rejected', rejectReason: 'Please call us to review your answers.' },
    });
    expect(await profileOf(client, c10001)).toMatchObject({ riskLevel: levelBefore, latest: { status: 'rejected' } });
    expect((await submit(client, c10001, { answers: answers(24) })).statusCode).toBe(200);
  });

  it('records knowledge declarations: the newest counts, with the time; none declared is no knowledge', async () => {
    const declare = (kind: string, criteria: string[], extra: Record<string, unknown> = {}) =>
      post(client, 'declareKnowledge', { ...c10001, kind, criteria, confirmed: true, ...extra }, c10001);
    expect(await hasVirtualAssetKnowledge(testApp.database.db, c10001)).toBe(false);
    const first = await declare('virtualAssets', ['training', 'priorTrading']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      editable: true,
      declarations: [
        { kind: 'derivatives', criteria: [], hasKnowledge: false, declaredAt: null },
        { kind: 'virtualAssets', criteria: ['training', 'priorTrading'], hasKnowledge: true },
      ],
    });
    expect(await hasVirtualAssetKnowledge(testApp.database.db, c10001)).toBe(true);
    expect(await hasDerivativeKnowledge(testApp.database.db, c10001)).toBe(false);
    testApp.clock.advance(1_000);
    await declare('virtualAssets', []);
    expect(await hasVirtualAssetKnowledge(testApp.database.db, c10001)).toBe(false);
    for (const bad of [
      { confirmed: false },
      { criteria: ['training', 'training'] },
      { criteria: ['astrology'] },
      { kind: 'crystals' },
    ]) {
      const response = await declare('derivatives', ['training'], bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await hasDerivativeKnowledge(testApp.database.db, c10001)).toBe(false);
  });

  it("refuses another client's account and an advisor not linked to it, for every operation", async () => {
    const inputs: Record<string, Record<string, unknown>> = {
      riskQuestionnaire: {},
      findExpiry: {},
      submitRiskQuestionnaire: { version: 2, answers: answers(20) },
      knowledgeDeclarations: {},
      declareKnowledge: { kind: 'derivatives', criteria: [], confirmed: true },
    };
    for (const [operation, input] of Object.entries(inputs)) {
      const asOther = await post(client, operation, { ...c10005, ...input }, c10001);
      expect(asOther.statusCode, `${operation} by C10001 for C10005`).toBe(403);
      const asAdvisor = await post(advisor, operation, { ...c10005, ...input }, a30001);
      expect(asAdvisor.statusCode, `${operation} by A30001 for C10005`).toBe(403);
    }
  });

  it("lets a linked advisor's advisee session read the profile but not answer or declare for the client (RAQ001)", async () => {
    expect((await advisor.post('/api/account/adviseeLogin', { accountCode: 'C10001' }, a30001)).statusCode).toBe(200);
    expect((await post(advisor, 'riskQuestionnaire', { ...c10001 }, c10001)).statusCode).toBe(200);
    const before = await questionnaireRows();
    const answered = await submit(advisor, c10001, { answers: answers(40) });
    expect([answered.statusCode, answered.json().code]).toEqual([403, 'RAQ001']);
    const declared = await post(
      advisor,
      'declareKnowledge',
      { ...c10001, kind: 'derivatives', criteria: ['training'], confirmed: true },
      c10001,
    );
    expect([declared.statusCode, declared.json().code]).toEqual([403, 'RAQ001']);
    expect(await questionnaireRows()).toBe(before);
  });
  it('reminds a profile once when it enters its last 30 days, and blocks fund subscriptions once it has ended', async () => {
    const events = () =>
      testApp.database.db
        .selectFrom('notification')
        .select(['account_code', 'code'])
        .where('type', '=', 'riskQuestionnaireExpiring')
        .execute();
    const deps = { db: testApp.database.db, clock: testApp.clock, events: testApp.events, timeZone: 'Asia/Hong_Kong' };
    expect(await remindExpiringRiskProfiles(deps)).toBe(0);
    const profile = await profileOf(client, c10001);
    const end = Date.parse(profile.expiry.time ?? '');
    testApp.clock.set(new Date(end - 30 * dayMs - 1));
    expect(await remindExpiringRiskProfiles(deps)).toBe(0);
    testApp.clock.set(new Date(end - 30 * dayMs));
    // C10001, and C10005, whose version 2 questionnaire was approved at the same test instant.
    expect(await remindExpiringRiskProfiles(deps)).toBe(2);
    expect(await remindExpiringRiskProfiles(deps)).toBe(0);
    expect(await events()).toEqual(
      expect.arrayContaining([{ account_code: 'C10001', code: profile.expiry.lastValidDay }]),
    );
    const medium = await fundOf('Medium');
    testApp.clock.set(new Date(end - 1));
    // The clock moved by years: sign in again.
    await client.signIn('C10001');
    expect(await post(client, 'findExpiry', { ...c10001 }, c10001).then((r) => r.json())).toMatchObject({
      expiring: true,
      expired: false,
    });
    expect((await subscribe(medium)).statusCode).toBe(200);
    testApp.clock.set(new Date(end));
    await client.signIn('C10001');
    expect(await post(client, 'findExpiry', { ...c10001 }, c10001).then((r) => r.json())).toMatchObject({
      expired: true,
    });
    expectRiskRefusal(await subscribe(await fundOf('Low')));
    // Redone: valid again from today.
    expect((await submit(client, c10001, { answers: answers(24) })).statusCode).toBe(200);
    expect(await post(client, 'findExpiry', { ...c10001 }, c10001).then((r) => r.json())).toMatchObject({
      expiring: false,
      expired: false,
    });
  });
});
