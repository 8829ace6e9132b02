import type { LegalAgreementType } from '@portal/contract/domain/legal-agreement-type';

/** What a legal agreement's text says about the brand it is seeded for. Every value is already HTML-escaped. */
export type LegalAgreementBrandFacts = {
  /** The brand's name in the agreement's language, e.g. 'Demo Securities &amp; Wealth'. */
  readonly name: string;
  /** Where data access and correction requests go. */
  readonly privacyEmail: string;
  /** Where clients report a lost password or suspected unauthorised access. */
  readonly serviceEmail: string;
  /** The brand offers virtual-asset dealing (the fos source): its risk disclosure then covers virtual assets. */
  readonly virtualAssets: boolean;
};

/** One agreement in one language: a plain-text title and HTML content written for any brand. */
export type LegalAgreementTemplate = {
  readonly title: string;
  readonly content: (brand: LegalAgreementBrandFacts) => string;
};

/** The six agreements of SPEC §3 in one language. */
export type LegalAgreementTemplates = { readonly [Type in LegalAgreementType]: LegalAgreementTemplate };
