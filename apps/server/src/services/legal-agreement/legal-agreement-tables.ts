export type LegalAgreementTable = {
  variant: string;
  type: string;
  language: string;
  title: string;
  content: string;
  updated_at: string;
};

/** Owner services/legal-agreement. */
export type LegalAgreementTables = {
  legal_agreement: LegalAgreementTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends LegalAgreementTables {}
}
