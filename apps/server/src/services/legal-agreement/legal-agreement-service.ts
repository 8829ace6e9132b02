import { legalAgreementService, type LegalAgreement } from '@portal/contract';
import { sanitizeHtml } from '../../platform/content/html-sanitiser';
import { implementService } from '../../platform/http/rpc';

/**
 * The legal-agreement service of SPEC §7: the running brand's agreements of the requested types in one language,
 * in the order the types were asked for. The content is sanitised again on the way out (ARCHITECTURE §5), so a row
 * written by other means than the admin screens still reaches the browser harmless.
 */
export const legalAgreementImplementation = implementService(legalAgreementService, {
  searchLegalAgreements: async ({ types, language }, { db, config }) => {
    const rows = await db
      .selectFrom('legal_agreement')
      .select(['type', 'title', 'content'])
      .where('variant', '=', config.portalVariant)
      .where('language', '=', language)
      .where('type', 'in', types)
      .execute();
    const byType = new Map(rows.map((row) => [row.type, row]));
    const legalAgreements = [...new Set(types)].flatMap((type): LegalAgreement[] => {
      const row = byType.get(type);
      return row === undefined ? [] : [{ type, title: row.title, content: sanitizeHtml(row.content) }];
    });
    return { legalAgreements };
  },
});
