/*
 * What other services may import from stored-document (ADR 015, 048): it owns stored_document, the generated PDFs of
 * every area (fund fact sheets and prospectuses, account statements, stock contract notes and statements). An
 * account's documents are cached through cachedAccountDocument, made again when what they show changes.
 */
export {
  cachedAccountDocument,
  documentRow,
  documentsOfFund,
  findDocument,
  insertNewDocuments,
  saveDocument,
  sha256Of,
  storedFundDocumentKinds,
  type AccountDocumentSource,
  type DocumentRowInput,
} from './stored-documents';
export type { StoredDocumentTable as StoredDocument } from './document-tables';
