export type PreferenceTable = {
  account_code: string;
  source: 'gateway' | 'fos';
  language: string;
  currency_code: string;
  updated_at: string;
};

/** Owner services/preference. */
export type PreferenceTables = {
  preference: PreferenceTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends PreferenceTables {}
}
