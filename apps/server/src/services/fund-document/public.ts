/*
 * What other services may import from fund-document (ADR 015): it owns stored_document, the generated PDFs. Another
 * area's account documents (the stock contract notes and statements) are cached there through cachedAccountDocument,
 * made again when what they show changes, as the fund statements are.
 */
export { cachedAccountDocument, type AccountDocumentSource } from './document-store';
export type { StoredDocumentTable as StoredDocument } from './document-tables';
