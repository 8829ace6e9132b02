import { defineArea } from '../../platform/area';
import { registerFundDocumentFiles } from './download-route';
import { seedFundDocuments } from './fund-documents-seed';
import { fundDocumentImplementation } from './fund-document-service';

/** The fund documents (fact sheets, prospectuses) and the account statements, stored by stored-document, and their downloads. */
export const fundDocumentArea = defineArea({
  name: 'fund-document',
  uses: ['fund-definition', 'fund-order', 'stored-document'],
  services: [fundDocumentImplementation],
  // The PDFs the document listings link to (a binary GET, outside the JSON contract).
  routes: (app, { db, clock }) => registerFundDocumentFiles(app, { db, clock }),
  seeds: {
    catalogue: async (db, { clock }) => {
      await seedFundDocuments(db, clock);
    },
  },
});
