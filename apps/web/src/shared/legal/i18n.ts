import type { TranslationTree } from '../i18n/translations';

/**
 * Namespace 'legal': the legal agreements (SPEC §3) wherever the product links them, and their dialog.
 * In English, which is bundled with the first load and gives the keys every language must have.
 */
export const legalEnglish = {
  types: {
    privacyPolicy: 'Privacy Policy',
    termsAndConditions: 'Terms and Conditions',
    declarationAndConsent: 'Declaration and Consent',
    firstLoginAgreement: 'First Login Agreement',
    ipoAgreement: 'IPO Agreement',
    eddaAgreement: 'eDDA Agreement',
  },
  dialog: {
    loading: 'Loading the document…',
    loadFailed: 'The document could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    notAvailable: 'This document is not available at the moment.',
    close: 'Close',
  },
} as const satisfies TranslationTree;
