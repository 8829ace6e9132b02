import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cjkFont, fontkit } from './cjk-fonts';

/** The outline of each glyph (as SVG path data) of every TrueType font program embedded in a PDF. */
async function embeddedGlyphOutlines(bytes: Uint8Array): Promise<string[][]> {
  const document = await PDFDocument.load(bytes);
  const fonts: string[][] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = document.context.lookup(object.get(PDFName.of('FontFile2')));
    if (!(file instanceof PDFRawStream)) continue;
    const font = fontkit.create(inflateSync(file.contents));
    if (!('numGlyphs' in font)) continue;
    fonts.push(Array.from({ length: font.numGlyphs }, (_, glyph) => font.getGlyph(glyph).path.toSVG()));
  }
  return fonts;
}

describe('the CJK fonts, subset-embedded (ADR 024)', () => {
  it('keeps the outline of every glyph drawn (fontkit lost those after an odd-length outline)', async () => {
    const font = await cjkFont('zh-HK', 'regular');
    const document = await PDFDocument.create();
    document.registerFontkit(fontkit);
    const embedded = await document.embedFont(font.bytes, { subset: true });
    // No spaces: every glyph drawn has an outline (glyph 0, .notdef, is in every subset too).
    document.addPage([400, 200]).drawText('日結單987,654.33帳戶C10001海港增長基金0123456789', {
      x: 10,
      y: 100,
      size: 12,
      font: embedded,
    });
    const bytes = await document.save();
    expect(bytes.length).toBeLessThan(50_000);
    const [glyphs] = await embeddedGlyphOutlines(bytes);
    expect(glyphs?.length).toBeGreaterThan(20);
    expect(glyphs?.slice(1).filter((outline) => outline === '')).toEqual([]);
  });

  it('says which characters it draws, so a missing one prints as "?"', async () => {
    const font = await cjkFont('zh-CN', 'regular');
    expect(font.hasGlyph('资'.codePointAt(0) ?? 0)).toBe(true);
    expect(font.hasGlyph(0xe000)).toBe(false); // a private-use code point
  });
});
