import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/** What a test checks of a PDF: it starts as one, pdf-lib can load it, its pages, and the text drawn on them. */
export type ReadPdf = { readonly pageCount: number; readonly title: string | undefined; readonly text: string };

/**
 * Reads a PDF made by PdfWriter: loads it with pdf-lib (which throws on a malformed file) and collects the text of
 * its content streams (each Flate-compressed; the standard fonts draw text as hex strings shown with Tj).
 */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const header = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (header !== '%PDF-') throw new Error(`Not a PDF: starts with ${JSON.stringify(header)}`);
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(raw)) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end === -1) break;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      texts.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
    }
    streamPattern.lastIndex = end;
  }
  return { pageCount: document.getPageCount(), title: document.getTitle(), text: texts.join('\n') };
}

/**
 * The text a PDF reader extracts from every page, in drawing order: this reads text drawn with embedded fonts too
 * (through their ToUnicode maps), as a person copying it from a viewer would. pdf.js's legacy build: the modern one
 * calls Uint8Array.prototype.toHex, which Node 24's V8 does not have.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await loading.destroy();
  return pages.join('\n');
}
