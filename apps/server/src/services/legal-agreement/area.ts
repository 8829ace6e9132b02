import { defineArea, tablesOf } from '../../platform/area';
import type { LegalAgreementTables } from './legal-agreement-tables';
import { seedLegalAgreements } from './legal-agreements-seed';
import { legalAgreementImplementation } from './legal-agreement-service';

export const legalAgreementArea = defineArea({
  name: 'legal-agreement',
  services: [legalAgreementImplementation],
  tables: tablesOf<LegalAgreementTables>()(['legal_agreement']),
  seeds: { reference: (transaction, { seededAt }) => seedLegalAgreements(transaction, seededAt.toISOString()) },
});
