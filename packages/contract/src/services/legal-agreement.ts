import { z } from 'zod';
import { defineService } from '../rpc';
import { languageSchema } from '../domain/language-schema';
import { legalAgreementTypes } from '../domain/legal-agreement-type';

export const legalAgreementTypeSchema = z.enum(legalAgreementTypes);

/** A legal agreement of the running brand (SPEC §3); `content` is HTML already sanitised to the SPEC §5 tag list. */
export const legalAgreementSchema = z.object({
  type: legalAgreementTypeSchema,
  title: z.string(),
  content: z.string(),
});
export type LegalAgreement = z.infer<typeof legalAgreementSchema>;

export const legalAgreementService = defineService('legalAgreement', {
  searchLegalAgreements: {
    auth: { kind: 'public' },
    summary: "The brand's legal agreements of the given types in one language, sanitised.",
    input: z
      .object({
        types: z.array(legalAgreementTypeSchema).min(1).max(legalAgreementTypes.length),
        language: languageSchema,
      })
      .strict(),
    output: z.object({ legalAgreements: z.array(legalAgreementSchema) }),
  },
});
