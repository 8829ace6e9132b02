import { documentsMigration } from '../../db/migrations/0009-documents';
import { defineArea, tablesOf } from '../../platform/area';
import type { DocumentTables } from './document-tables';
import { registerFundDocumentFiles } from './download-route';
import { seedFundDocuments } from './fund-documents-seed';
import { fundDocumentImplementation } from './fund-document-service';

/** The stored documents (fund fact sheets, statements; stock documents are stored here too) and their downloads. */
export const fundDocumentArea = defineArea({
  name: 'fund-document',
  uses: ['fund-definition', 'fund-order'],
  services: [fundDocumentImplementation],
  tables: tablesOf<DocumentTables>()(['stored_document']),
  migrations: { '0009-documents': documentsMigration },
  // The PDFs the document listings link to (a binary GET, outside the JSON contract).
  routes: (app, { db, clock }) => registerFundDocumentFiles(app, { db, clock }),
  seeds: {
    catalogue: async (db, { clock }) => {
      await seedFundDocuments(db, clock);
    },
  },
});
