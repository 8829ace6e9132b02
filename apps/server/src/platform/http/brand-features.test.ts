import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, services } from '@portal/contract';
import type { Operation } from '@portal/contract';
import { brands, portalVariants } from '@portal/contract/brands';
import type { PortalVariant } from '@portal/contract/brands';
import { featureOffCode, flagsOf, offers } from '@portal/contract/domain/brand-features';
import { clientHeaders } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const operations: readonly Operation[] = services.flatMap((service) => Object.values(service.operations));

/** Calls an operation with no session and no input: the feature check comes before sign-in and input. */
async function callBare(testApp: TestApp, operation: Operation) {
  const response = await testApp.app.inject({
    method: operation.method,
    url: operation.path,
    headers: clientHeaders,
    ...(operation.method === 'POST' ? { payload: {} } : {}),
  });
  const body = apiErrorSchema.safeParse(response.json());
  return { status: response.statusCode, code: body.success ? body.data.code : undefined };
}

describe('the operations of each brand feature (ADR 018)', () => {
  it('declares a feature needing funds on every fund operation, and hidden fund trading off on every order', () => {
    const fundServices = ['fundDefinition', 'fundDocument', 'fundHolding', 'fundOrder'];
    for (const operation of operations.filter((candidate) => fundServices.includes(candidate.service))) {
      expect(operation.feature?.on, operation.path).toContain('fundEnabled');
    }
    for (const name of ['subscribeFund', 'bulkSubscribeFunds', 'redeemFund', 'switchFund']) {
      const operation = operations.find((candidate) => candidate.name === name);
      expect(operation?.feature?.off, name).toContain('hideFundTrading');
    }
    const flagsNamed = (name: string) => {
      const feature = operations.find((candidate) => candidate.name === name)?.feature;
      return feature === undefined ? [] : flagsOf(feature);
    };
    expect(flagsNamed('bulkSubscribeFunds')).toContain('bulkFundSubscribeEnabled');
    expect(flagsNamed('switchFund')).toEqual(
      expect.arrayContaining(['tradeDocumentEnabled', 'fundSwitchingEnabled', 'oneToOneFundSwitchingEnabled']),
    );
  });

  it('has one answer for a trade entry point of hidden stock trading: the feature is off (mirae)', () => {
    const ticket = [
      'stockTradeTerms',
      'estimateStockOrder',
      'checkSavedTradePassword',
      'saveOrderConfirmationReminder',
    ];
    for (const name of ticket) {
      const feature = operations.find((operation) => operation.path === `/api/stockOrder/${name}`)?.feature;
      expect(feature === undefined ? true : offers(brands.mirae.flags, feature), name).toBe(false);
    }
    const hidden = { ...brands.demo.flags, hideStockTrading: true };
    const applyIpo = operations.find((operation) => operation.path === '/api/stockIpo/applyIpo');
    expect(applyIpo?.feature === undefined ? true : offers(hidden, applyIpo.feature)).toBe(false);
  });

  // The walk below must see refusals as well as answers: most feature-bound operations are off on some brand.
  it('switches most feature-bound operations off on at least one brand', () => {
    const refusedSomewhere = operations.filter((operation) => {
      const { feature } = operation;
      return feature !== undefined && portalVariants.some((variant) => !offers(brands[variant].flags, feature));
    });
    expect(refusedSomewhere.length).toBeGreaterThan(20);
  });
});

describe.each(portalVariants)('every operation on the %s brand', (variant: PortalVariant) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ variant });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is refused (404 FEATURE_OFF) exactly when the brand lacks a flag its feature needs', async () => {
    const { flags } = brands[variant];
    const outcomes = [];
    for (const operation of operations) {
      const { status, code } = await callBare(testApp, operation);
      const expectedOff = operation.feature !== undefined && !offers(flags, operation.feature);
      outcomes.push({ operation: operation.path, refused: status === 404 && code === featureOffCode, expectedOff });
    }
    expect(outcomes.filter((outcome) => outcome.refused !== outcome.expectedOff)).toEqual([]);
  });
});
