import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { suitabilityMigration } from '../../db/migrations/0024-suitability';
import { defineArea, tablesOf } from '../../platform/area';
import type { SuitabilityTables } from './suitability-tables';
import { remindExpiringRiskProfiles, riskProfileReminderJob } from './expiry-reminders';
import { suitabilityImplementation } from './suitability-service';
import { seedDemoQuestionnaires } from './suitability-seed';
import { seedDemoKnowledgeChecks } from './va-knowledge-check';

/** The risk questionnaire, the risk profile's expiry, knowledge declarations and the VA knowledge check (ADR 037). */
export const suitabilityArea = defineArea({
  name: 'suitability',
  uses: ['crypto-market', 'notification'],
  services: [suitabilityImplementation],
  tables: tablesOf<SuitabilityTables>()(['risk_questionnaire', 'knowledge_declaration', 'va_knowledge_check_attempt']),
  migrations: { '0024-suitability': suitabilityMigration },
  // Risk profiles entering their last 30 days are reminded once (riskQuestionnaireExpiring).
  jobs: [
    {
      ...riskProfileReminderJob,
      feature: brandFeatures.riskQuestionnaire,
      run: (platform) => remindExpiringRiskProfiles({ ...platform, timeZone: platform.brand.marketTimeZone }),
    },
  ],
  seeds: {
    demo: async (db, { clock, brand, seededAt }) => {
      // On a brand with the questionnaire; tests name no brand and keep the back-office levels without an expiry.
      if (brand !== undefined && offers(brand.flags, brandFeatures.riskQuestionnaire)) {
        await seedDemoQuestionnaires(db, clock, brand.marketTimeZone);
      }
      // V20001 passed the virtual-asset knowledge check; V20002 has not (ADR 045).
      await seedDemoKnowledgeChecks(db, seededAt);
    },
  },
});
