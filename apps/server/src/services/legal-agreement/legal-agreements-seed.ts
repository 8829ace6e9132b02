import type { Kysely } from 'kysely';
import { getBrand, portalVariants } from '@portal/contract/brands';
import { languages, type Language } from '@portal/contract/domain/language';
import { legalAgreementTypes } from '@portal/contract/domain/legal-agreement-type';
import { sanitizeHtml } from '../../platform/content/html-sanitiser';
import type { Database } from '../../platform/db/db';
import type { LegalAgreementTable } from './legal-agreement-tables';
import type { LegalAgreementBrandFacts, LegalAgreementTemplates } from './legal-agreement-template';
import { legalAgreementTextsEn } from './legal-agreement-texts-en';
import { legalAgreementTextsZhCN } from './legal-agreement-texts-zh-cn';
import { legalAgreementTextsZhHK } from './legal-agreement-texts-zh-hk';

const textsByLanguage: { readonly [L in Language]: LegalAgreementTemplates } = {
  en: legalAgreementTextsEn,
  'zh-HK': legalAgreementTextsZhHK,
  'zh-CN': legalAgreementTextsZhCN,
};

/** Brand names such as 'Demo Securities & Wealth' go into HTML, so they are escaped first. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Every legal agreement of SPEC §3 for every brand: the six types in the three languages, with the brand's name in
 * that language. The content is sanitised here as well as on the way out (ARCHITECTURE §5: on save and on render).
 */
export function legalAgreementRows(seededAt: string): LegalAgreementTable[] {
  return portalVariants.flatMap((variant) => {
    const brand = getBrand(variant);
    return languages.flatMap((language) => {
      const facts: LegalAgreementBrandFacts = {
        name: escapeHtml(brand.name[language]),
        privacyEmail: `privacy@${variant}.example.com`,
        serviceEmail: `service@${variant}.example.com`,
        virtualAssets: brand.flags.cryptoEnabled,
      };
      return legalAgreementTypes.map((type) => {
        const template = textsByLanguage[language][type];
        return {
          variant,
          type,
          language,
          title: template.title,
          content: sanitizeHtml(template.content(facts).trim()),
          updated_at: seededAt,
        };
      });
    });
  });
}

/** Inserts the legal agreements; rows already there (perhaps edited by an admin) are left untouched. */
export async function seedLegalAgreements(db: Kysely<Database>, seededAt: string): Promise<void> {
  await db
    .insertInto('legal_agreement')
    .values(legalAgreementRows(seededAt))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
