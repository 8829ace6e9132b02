/* The legal agreement types of SPEC §3, free of zod. */

export const legalAgreementTypes = [
  'privacyPolicy',
  'termsAndConditions',
  'declarationAndConsent',
  'firstLoginAgreement',
  'ipoAgreement',
  'eddaAgreement',
] as const;
export type LegalAgreementType = (typeof legalAgreementTypes)[number];

export function isLegalAgreementType(value: unknown): value is LegalAgreementType {
  return typeof value === 'string' && (legalAgreementTypes as readonly string[]).includes(value);
}
