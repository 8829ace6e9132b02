import { brandFeatures } from '@portal/contract/domain/brand-features';
import { defineArea } from '../../platform/area';
import { announceContractNotes, contractNoteAnnouncementJob } from './contract-note-announcements';
import { registerStockDocumentFiles } from './download-route';
import { stockDocumentImplementation } from './stock-document-service';

/** Contract notes and statements of the stock account, made on request as PDFs (ADR 035). */
export const stockDocumentArea = defineArea({
  name: 'stock-document',
  uses: ['stock-market', 'stock-order', 'stored-document'],
  services: [stockDocumentImplementation],
  // A day's contract note is announced (newDocument) once its markets have closed.
  jobs: [
    {
      ...contractNoteAnnouncementJob,
      feature: brandFeatures.stockDocuments,
      run: (platform) => announceContractNotes(platform),
    },
  ],
  routes: (app, platform) => registerStockDocumentFiles(app, platform),
});
