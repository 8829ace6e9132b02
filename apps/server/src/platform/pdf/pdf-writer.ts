import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { axisTicks } from '@portal/contract/domain/chart-axis';
import type { Language } from '@portal/contract/domain/language';
import type { Decimal } from 'decimal.js';
import { cjkFont, fontkit, type CjkFont } from './cjk-fonts';

/**
 * A small flowing layout over pdf-lib for the portal's documents: A4 pages, headings, wrapped paragraphs, key/value
 * blocks, tables that break across pages (repeating their header) and a vector line chart. An English document is
 * drawn with the PDF standard fonts (Helvetica), which only encode WinAnsi (`pdfText` replaces anything else); a
 * Chinese one with Noto Sans TC or SC, subset-embedded (ADR 024), which also draws Latin text.
 */

const pageSize = PageSizes.A4;
const margin = 48;
const footerHeight = 28;
const ink = rgb(0.12, 0.14, 0.18);
const muted = rgb(0.42, 0.45, 0.5);
const rule = rgb(0.8, 0.82, 0.86);
const accent = rgb(0.09, 0.36, 0.65);
const band = rgb(0.93, 0.95, 0.98);

const replacements: Readonly<Record<string, string>> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u00d7': 'x',
  '\u2026': '...',
  '\u00a0': ' ',
};

/** The text as the standard fonts can draw it: printable ASCII, common punctuation mapped, anything else '?'. */
export function pdfText(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0x20 && code <= 0x7e) out += character;
    else if (character === '\n' || character === '\t') out += ' ';
    else out += replacements[character] ?? '?';
  }
  return out;
}

export type DocumentMetadata = {
  readonly title: string;
  readonly subject: string;
  readonly author: string;
  readonly keywords: readonly string[];
  /** The document's creation instant (the server clock's, so a document is the same byte for byte when remade). */
  readonly createdAt: Date;
};

export type TableColumn = {
  readonly header: string;
  /** A share of the text width (the shares of a table need not add up to 1: they are scaled). */
  readonly width: number;
  readonly align?: 'left' | 'right';
};

export type ChartPoint = { readonly date: string; readonly value: Decimal };

/** The few texts the writer prints itself, per language. */
const writerTexts: Readonly<
  Record<Language, { readonly page: (page: number, pages: number) => string; readonly noChart: string }>
> = {
  en: { page: (page, pages) => `Page ${page} of ${pages}`, noChart: 'Not enough prices to draw a chart.' },
  'zh-HK': { page: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`, noChart: '價格不足，無法繪製圖表。' },
  'zh-CN': { page: (page, pages) => `第 ${page} 页，共 ${pages} 页`, noChart: '价格不足，无法绘制图表。' },
};

/** The text as a CJK font can draw it: new lines and tabs as spaces, other control characters dropped, '?' for a
 * character the font lacks. */
function fontText(font: CjkFont, text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '\n' || character === '\t') out += ' ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += font.hasGlyph(code) ? character : '?';
  }
  return out;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];

  private readonly footer: string;

  private constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    /** The text as this document's fonts can draw it. */
    private readonly safe: (text: string) => string,
    private readonly language: Language,
    footer: string,
  ) {
    this.footer = safe(footer);
    this.newPage();
  }

  /** A document in a language: English with the standard fonts, Chinese with the language's CJK font. */
  static async create(metadata: DocumentMetadata, footer: string, language: Language = 'en'): Promise<PdfWriter> {
    const document = await PDFDocument.create({ updateMetadata: false });
    let regular: PDFFont;
    let bold: PDFFont;
    let safe: (text: string) => string;
    if (language === 'en') {
      regular = await document.embedFont(StandardFonts.Helvetica);
      bold = await document.embedFont(StandardFonts.HelveticaBold);
      safe = pdfText;
    } else {
      document.registerFontkit(fontkit);
      const [regularFont, boldFont] = await Promise.all([cjkFont(language, 'regular'), cjkFont(language, 'bold')]);
      // Subset: only the glyphs drawn are embedded (a whole font is ~7 MB).
      regular = await document.embedFont(regularFont.bytes, { subset: true });
      bold = await document.embedFont(boldFont.bytes, { subset: true });
      safe = (text) => fontText(regularFont, text);
    }
    // Metadata strings are Unicode (UTF-16) in a PDF: any language prints there.
    const meta = language === 'en' ? pdfText : (text: string) => text;
    document.setTitle(meta(metadata.title), { showInWindowTitleBar: true });
    document.setSubject(meta(metadata.subject));
    document.setAuthor(meta(metadata.author));
    document.setKeywords(metadata.keywords.map(meta));
    document.setCreator('Portal');
    document.setProducer('Portal (pdf-lib)');
    document.setLanguage(language);
    document.setCreationDate(metadata.createdAt);
    document.setModificationDate(metadata.createdAt);
    return new PdfWriter(document, regular, bold, safe, language, footer);
  }

  get width(): number {
    return pageSize[0] - 2 * margin;
  }

  private newPage(): void {
    this.page = this.document.addPage(pageSize);
    this.pages.push(this.page);
    this.y = pageSize[1] - margin;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensureSpace(height: number): void {
    if (this.y - height < margin + footerHeight) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  private text(text: string, x: number, size: number, font: PDFFont, color: RGB = ink): void {
    this.page.drawText(this.safe(text), { x, y: this.y, size, font, color });
  }

  private textWidth(text: string, size: number, font: PDFFont): number {
    return font.widthOfTextAtSize(this.safe(text), size);
  }

  /**
   * Splits text into lines no wider than `width` (a word longer than a line is cut). A line's width is taken as the
   * sum of its words' and spaces' widths (kerning across a space is nil in the standard fonts' metrics that matter
   * here), so each word is measured once.
   */
  private wrap(text: string, width: number, size: number, font: PDFFont): string[] {
    const lines: string[] = [];
    const space = this.textWidth(' ', size, font);
    let line = '';
    let lineWidth = 0;
    for (const word of this.safe(text)
      .split(/\s+/)
      .filter((part) => part !== '')) {
      const wordWidth = this.textWidth(word, size, font);
      if (line !== '' && lineWidth + space + wordWidth <= width) {
        line = `${line} ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      let rest = word;
      let restWidth = wordWidth;
      while (restWidth > width && rest.length > 1) {
        // The longest head that fits, by halving (Chinese text has no spaces: a sentence is one long "word").
        let low = 1;
        let high = rest.length - 1;
        while (low < high) {
          const middle = Math.ceil((low + high) / 2);
          if (this.textWidth(rest.slice(0, middle), size, font) <= width) low = middle;
          else high = middle - 1;
        }
        const cut = low;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
        restWidth = this.textWidth(rest, size, font);
      }
      line = rest;
      lineWidth = restWidth;
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  /** The document's title block: a coloured band with a title and a subtitle. */
  titleBlock(title: string, subtitle: string): void {
    const height = 58;
    this.ensureSpace(height + 10);
    this.page.drawRectangle({ x: margin, y: this.y - height, width: this.width, height, color: accent });
    this.y -= 24;
    this.text(title, margin + 12, 16, this.bold, rgb(1, 1, 1));
    this.y -= 20;
    this.text(subtitle, margin + 12, 10, this.regular, rgb(0.88, 0.92, 0.98));
    this.y -= height - 44 + 14;
  }

  heading(text: string): void {
    this.ensureSpace(40);
    this.y -= 14;
    this.text(text, margin, 12, this.bold, accent);
    this.y -= 5;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: margin + this.width, y: this.y },
      thickness: 0.8,
      color: accent,
    });
    this.y -= 13;
  }

  paragraph(text: string, options: { readonly size?: number; readonly muted?: boolean } = {}): void {
    const size = options.size ?? 9.5;
    const leading = size * 1.4;
    for (const line of this.wrap(text, this.width, size, this.regular)) {
      this.ensureSpace(leading);
      this.text(line, margin, size, this.regular, options.muted === true ? muted : ink);
      this.y -= leading;
    }
    this.y -= size * 0.5;
  }

  bullets(items: readonly string[]): void {
    const size = 9.5;
    const leading = size * 1.4;
    for (const item of items) {
      const lines = this.wrap(item, this.width - 14, size, this.regular);
      lines.forEach((line, index) => {
        this.ensureSpace(leading);
        if (index === 0) this.text('-', margin + 2, size, this.regular);
        this.text(line, margin + 14, size, this.regular);
        this.y -= leading;
      });
    }
    this.y -= size * 0.5;
  }

  /** Label/value pairs in two columns of pairs. */
  keyValues(pairs: readonly (readonly [string, string])[]): void {
    const size = 9;
    const leading = 15;
    const columnWidth = this.width / 2;
    for (let index = 0; index < pairs.length; index += 2) {
      this.ensureSpace(leading);
      for (const [offset, pair] of [pairs[index], pairs[index + 1]].entries()) {
        if (pair === undefined) continue;
        const x = margin + offset * columnWidth;
        this.text(pair[0], x, size, this.regular, muted);
        const value = this.fitted(pair[1], columnWidth * 0.62 - 8, size, this.bold);
        this.text(value, x + columnWidth * 0.38, size, this.bold);
      }
      this.y -= leading;
    }
    this.y -= 4;
  }

  /** The text cut with '...' to fit `width`. */
  private fitted(text: string, width: number, size: number, font: PDFFont): string {
    const safe = this.safe(text);
    if (this.textWidth(safe, size, font) <= width) return safe;
    let cut = safe.length;
    while (cut > 1 && this.textWidth(`${safe.slice(0, cut)}...`, size, font) > width) cut -= 1;
    return `${safe.slice(0, cut)}...`;
  }

  /** A table; it breaks across pages and repeats its header. Bold rows are totals. */
  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    options: { readonly boldRows?: ReadonlySet<number>; readonly size?: number } = {},
  ): void {
    const size = options.size ?? 8.5;
    const rowHeight = size + 7;
    const totalShare = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / totalShare) * this.width);
    const drawRow = (cells: readonly string[], font: PDFFont, shaded: boolean, color: RGB) => {
      if (shaded) {
        this.page.drawRectangle({
          x: margin,
          y: this.y - 4,
          width: this.width,
          height: rowHeight,
          color: band,
        });
      }
      let x = margin;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        const column = columns[index];
        const text = this.fitted(cell, width - 6, size, font);
        const textX = column?.align === 'right' ? x + width - 3 - this.textWidth(text, size, font) : x + 3;
        this.text(text, textX, size, font, color);
        x += width;
      });
      this.y -= rowHeight;
    };
    const header = () => {
      drawRow(
        columns.map((column) => column.header),
        this.bold,
        true,
        muted,
      );
    };
    this.ensureSpace(rowHeight * 2);
    header();
    rows.forEach((row, index) => {
      if (this.y - rowHeight < margin + footerHeight) {
        this.newPage();
        header();
      }
      const isBold = options.boldRows?.has(index) === true;
      drawRow(row, isBold ? this.bold : this.regular, false, ink);
      this.page.drawLine({
        start: { x: margin, y: this.y + rowHeight - 4 },
        end: { x: margin + this.width, y: this.y + rowHeight - 4 },
        thickness: 0.3,
        color: rule,
      });
    });
    this.y -= 6;
  }

  /** A line chart of one series drawn with vector lines: value axis on nice steps, first and last dates below. */
  lineChart(
    points: readonly ChartPoint[],
    options: { readonly height?: number; readonly caption?: string } = {},
  ): void {
    const height = options.height ?? 150;
    this.ensureSpace(height + 30);
    const first = points[0];
    const last = points[points.length - 1];
    if (first === undefined || last === undefined || points.length < 2) {
      this.paragraph(writerTexts[this.language].noChart, { muted: true });
      return;
    }
    let min = first.value;
    let max = first.value;
    for (const point of points) {
      if (point.value.lessThan(min)) min = point.value;
      if (point.value.greaterThan(max)) max = point.value;
    }
    const ticks = axisTicks(min, max, 5);
    const low = ticks[0] ?? min;
    const high = ticks[ticks.length - 1] ?? max;
    const span = high.minus(low).isZero() ? 1 : high.minus(low).toNumber();
    const labelWidth = 42;
    const left = margin + labelWidth;
    const plotWidth = this.width - labelWidth;
    const bottom = this.y - height;
    // Coordinates only: a point's place on the page, never a figure shown as money.
    const yOf = (value: Decimal) => bottom + (value.minus(low).toNumber() / span) * height;
    for (const tick of ticks) {
      const y = yOf(tick);
      this.page.drawLine({ start: { x: left, y }, end: { x: left + plotWidth, y }, thickness: 0.3, color: rule });
      const label = tick.toFixed();
      this.page.drawText(label, {
        x: left - 4 - this.regular.widthOfTextAtSize(label, 7),
        y: y - 2.5,
        size: 7,
        font: this.regular,
        color: muted,
      });
    }
    // One path for the whole line (SVG coordinates: y grows downwards from the plot's top).
    const step = plotWidth / (points.length - 1);
    const top = bottom + height;
    const path = points
      .map(
        (point, index) =>
          `${index === 0 ? 'M' : 'L'}${Math.round(index * step * 100) / 100} ${Math.round((top - yOf(point.value)) * 100) / 100}`,
      )
      .join(' ');
    this.page.drawSvgPath(path, { x: left, y: top, borderColor: accent, borderWidth: 1.1 });
    this.y = bottom - 12;
    this.page.drawText(first.date, { x: left, y: this.y, size: 7, font: this.regular, color: muted });
    const lastWidth = this.regular.widthOfTextAtSize(last.date, 7);
    this.page.drawText(last.date, {
      x: left + plotWidth - lastWidth,
      y: this.y,
      size: 7,
      font: this.regular,
      color: muted,
    });
    this.y -= 14;
    if (options.caption !== undefined) this.paragraph(options.caption, { size: 8, muted: true });
  }

  /** Writes every page's footer (the document's footer line and "Page n of m") and answers the file's bytes. */
  async save(): Promise<Uint8Array> {
    this.pages.forEach((page, index) => {
      const label = writerTexts[this.language].page(index + 1, this.pages.length);
      page.drawLine({
        start: { x: margin, y: margin + 12 },
        end: { x: margin + this.width, y: margin + 12 },
        thickness: 0.5,
        color: rule,
      });
      page.drawText(this.fitted(this.footer, this.width - 80, 7, this.regular), {
        x: margin,
        y: margin,
        size: 7,
        font: this.regular,
        color: muted,
      });
      page.drawText(label, {
        x: margin + this.width - this.regular.widthOfTextAtSize(label, 7),
        y: margin,
        size: 7,
        font: this.regular,
        color: muted,
      });
    });
    // No pause between chunks of objects: a document is small, and pauses only add latency.
    return this.document.save({ objectsPerTick: Number.POSITIVE_INFINITY });
  }
}
