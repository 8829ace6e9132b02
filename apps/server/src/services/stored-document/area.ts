import { documentsMigration } from '../../db/migrations/0009-documents';
import { defineArea, tablesOf } from '../../platform/area';
import type { DocumentTables } from './document-tables';

/**
 * The generated PDFs of every area, stored once (stored_document): the fund documents, the account statements and the
 * stock documents are made by their areas and kept here. No contract service of its own: each area lists and serves
 * its documents.
 */
export const storedDocumentArea = defineArea({
  name: 'stored-document',
  tables: tablesOf<DocumentTables>()(['stored_document']),
  migrations: { '0009-documents': documentsMigration },
});
