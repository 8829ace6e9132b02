import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand, type PortalVariant } from '@portal/contract/brands';
import { legalAgreementTypes } from '@portal/contract/domain/legal-agreement-type';
import { createTestApp, type TestApp } from '../../test/test-app';

type Agreement = { type: string; title: string; content: string };

const languages = ['en', 'zh-HK', 'zh-CN'] as const;

/** How a brand's name appears in HTML content ('&' escaped). */
function inHtml(text: string): string {
  return text.replace(/&/g, '&amp;');
}

describe('legal agreement service', () => {
  // One portal per brand, each over its own seeded database: the service answers the running brand's agreements.
  const testApps = new Map<PortalVariant, TestApp>();

  beforeAll(async () => {
    for (const variant of ['team', 'demo'] as const) testApps.set(variant, await createTestApp({ variant }));
  });
  afterAll(async () => {
    for (const testApp of testApps.values()) await testApp.close();
  });

  function testAppOf(variant: PortalVariant): TestApp {
    const testApp = testApps.get(variant);
    if (testApp === undefined) throw new Error(`No test app for ${variant}`);
    return testApp;
  }

  async function search(variant: PortalVariant, payload: object) {
    return testAppOf(variant).app.inject({
      method: 'POST',
      url: '/api/legalAgreement/searchLegalAgreements',
      headers: { 'x-portal-client': 'web' },
      payload,
    });
  }

  describe.each(['team', 'demo'] as const)('for the %s brand', (variant) => {
    const otherVariant: PortalVariant = variant === 'team' ? 'demo' : 'team';

    it.each(languages)("answers all six types in %s, each naming the brand's own name", async (language) => {
      const response = await search(variant, { types: [...legalAgreementTypes], language });
      expect(response.statusCode).toBe(200);
      const { legalAgreements } = response.json<{ legalAgreements: Agreement[] }>();
      expect(legalAgreements.map((agreement) => agreement.type)).toEqual([...legalAgreementTypes]);
      for (const agreement of legalAgreements) {
        expect(agreement.title).not.toBe('');
        expect(agreement.content).toContain(inHtml(getBrand(variant).name[language]));
        expect(agreement.content).not.toContain(inHtml(getBrand(otherVariant).name[language]));
        expect(agreement.content).toMatch(/<h2>/);
        expect(agreement.content).not.toMatch(/<script|javascript:/i);
      }
    });
  });

  it('speaks the requested language: titles and text in English, Traditional or Simplified Chinese', async () => {
    const titles = async (language: string) => {
      const response = await search('team', { types: ['privacyPolicy', 'termsAndConditions'], language });
      return response.json<{ legalAgreements: Agreement[] }>().legalAgreements.map((agreement) => agreement.title);
    };
    expect(await titles('en')).toEqual(['Privacy Policy', 'Terms and Conditions']);
    expect(await titles('zh-HK')).toEqual(['私隱政策', '條款及細則']);
    expect(await titles('zh-CN')).toEqual(['隐私政策', '条款及细则']);
  });

  it('answers in the order the types are asked for', async () => {
    const response = await search('demo', {
      types: ['eddaAgreement', 'privacyPolicy', 'firstLoginAgreement'],
      language: 'en',
    });
    const { legalAgreements } = response.json<{ legalAgreements: Agreement[] }>();
    expect(legalAgreements.map((agreement) => agreement.type)).toEqual([
      'eddaAgreement',
      'privacyPolicy',
      'firstLoginAgreement',
    ]);
  });

  it('covers virtual assets in the first-login risk disclosure only for a brand that deals in them', async () => {
    const riskHeadings = async (variant: PortalVariant) => {
      const response = await search(variant, { types: ['firstLoginAgreement'], language: 'en' });
      return response.json<{ legalAgreements: Agreement[] }>().legalAgreements[0]?.content ?? '';
    };
    expect(await riskHeadings('demo')).toContain('<h3>Risk of virtual assets</h3>');
    expect(await riskHeadings('team')).not.toContain('virtual assets');
  });

  it('sanitises content on the way out, whatever was stored', async () => {
    const { db } = testAppOf('team').database;
    await db
      .updateTable('legal_agreement')
      .set({
        content:
          '<h2 onclick="steal()">Terms</h2><script>alert(1)</script><p>Read <a href="javascript:alert(2)">this</a>.</p><img src=x onerror=alert(3)>',
      })
      .where('variant', '=', 'team')
      .where('type', '=', 'declarationAndConsent')
      .where('language', '=', 'en')
      .execute();
    const response = await search('team', { types: ['declarationAndConsent'], language: 'en' });
    expect(response.json()).toEqual({
      legalAgreements: [
        {
          type: 'declarationAndConsent',
          title: 'Declaration and Consent',
          content: '<h2>Terms</h2><p>Read <a>this</a>.</p>',
        },
      ],
    });
  });

  it('refuses a type the product does not have with 400', async () => {
    const response = await search('team', { types: ['cookiePolicy'], language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: [{ path: 'types.0' }] },
    });
  });

  it('refuses an empty list of types with 400', async () => {
    const response = await search('team', { types: [], language: 'en' });
    expect(response.statusCode).toBe(400);
  });
});
